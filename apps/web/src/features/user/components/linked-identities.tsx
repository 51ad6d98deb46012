import { Badge, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { User } from '@sportzone/contracts';
import { IconKey, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/ui/logo';

type ProviderUser = User['providerUsers'][number];

/** The embedded provider's name in provider_users (apps/server auth EMBEDDED_PROVIDER). */
const EMBEDDED = 'sportzone';

function text(details: Record<string, unknown>, ...names: string[]): string | null {
  for (const name of names) {
    const value = details[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

function providerHost(identityProvider: string): string {
  try {
    return new URL(identityProvider).host || identityProvider;
  } catch {
    return identityProvider;
  }
}

/** The sign-in identities linked to the profile (SPEC §3 providerUsers): provider, email, linked date if known. */
export function LinkedIdentities({ identities }: { identities: readonly ProviderUser[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const date = (value: string | null) => {
    if (!value) return null;
    const d = new Date(value);
    return Number.isNaN(d.getTime())
      ? null
      : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(d);
  };
  return (
    <Stack gap="md" data-testid="linked-identities">
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {t('identities.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('identities.intro')}
        </Text>
      </Stack>
      {identities.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('identities.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {identities.map((identity) => {
            const embedded = identity.identityProvider === EMBEDDED;
            const email = text(identity.userDetails, 'email');
            const linked = date(text(identity.userDetails, 'linkedAt', 'linkedOn', 'createdAt'));
            return (
              <Group
                key={identity.id}
                component="li"
                wrap="nowrap"
                align="flex-start"
                gap="sm"
                p="sm"
                style={{
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
                data-testid="linked-identity"
              >
                {embedded ? (
                  <LogoMark size={36} />
                ) : (
                  <ThemeIcon size={36} radius="md" variant="light" color="gray">
                    <IconWorldWww size={20} aria-hidden="true" />
                  </ThemeIcon>
                )}
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {embedded
                        ? t('identities.embedded')
                        : t('identities.external', { host: providerHost(identity.identityProvider) })}
                    </Text>
                    {identity.userDetails.demo === true ? (
                      <Badge size="xs" variant="light" color="gray" radius="sm">
                        {t('identities.demo')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconKey size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {email ?? t('identities.noEmail')}
                    </Text>
                  </Group>
                  {linked ? (
                    <Text size="xs" c="dimmed">
                      {t('identities.linkedOn', { date: linked })}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
