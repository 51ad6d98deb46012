import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIVACY_CONTACT_EMAIL, PRIVACY_POLICY_UPDATED } from '@/lib/site';
import { usePageTitle } from '@/lib/use-page-title';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz={{ base: 20, sm: 22 }} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export default function PrivacyPolicyRoute() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('titles.privacy'));
  const updated = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'long' }).format(
    new Date(PRIVACY_POLICY_UPDATED),
  );
  const [before, after] = t('privacy.contactText', { email: '\u0000' }).split('\u0000');
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl" data-testid="privacy-policy">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('titles.privacy')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('privacy.updated', { date: updated })}
          </Text>
        </Stack>
        <Text size="lg">{t('privacy.intro')}</Text>
        <Section id="privacy-data" title={t('privacy.dataTitle')}>
          <List spacing="xs">
            <List.Item>{t('privacy.dataProfile')}</List.Item>
            <List.Item>{t('privacy.dataIdentity')}</List.Item>
            <List.Item>{t('privacy.dataScores')}</List.Item>
            <List.Item>{t('privacy.dataTechnical')}</List.Item>
          </List>
        </Section>
        <Section id="privacy-storage" title={t('privacy.storageTitle')}>
          <List spacing="xs">
            <List.Item>{t('privacy.storageLocale')}</List.Item>
            <List.Item>{t('privacy.storageToken')}</List.Item>
            <List.Item>{t('privacy.storageSport')}</List.Item>
            <List.Item>{t('privacy.storageOffline')}</List.Item>
          </List>
          <Text>{t('privacy.storageNoTracking')}</Text>
        </Section>
        <Section id="privacy-use" title={t('privacy.useTitle')}>
          <Text>{t('privacy.useText')}</Text>
        </Section>
        <Section id="privacy-public" title={t('privacy.publicTitle')}>
          <Text>{t('privacy.publicText')}</Text>
        </Section>
        <Section id="privacy-rights" title={t('privacy.rightsTitle')}>
          <Text>{t('privacy.rightsText')}</Text>
        </Section>
        <Section id="privacy-contact" title={t('privacy.contactTitle')}>
          <Text>
            {before}
            <Anchor href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Anchor>
            {after}
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}
