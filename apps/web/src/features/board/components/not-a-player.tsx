import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconSearch, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The board of someone no organization lists as a player yet: what the board is, and how to get one. */
export function NotAPlayer() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="brand.0" data-testid="board-not-player">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={48} radius="md" variant="white" color="brand" visibleFrom="xs">
          <IconUserQuestion size={26} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('board.notPlayer.title')}
          </Title>
          <Text size="sm">{t('board.notPlayer.text')}</Text>
          <List size="sm" spacing={6}>
            <List.Item>{t('board.notPlayer.howApply')}</List.Item>
            <List.Item>{t('board.notPlayer.howAsk')}</List.Item>
          </List>
          <Group gap="sm">
            <Button
              component={Link}
              to="/user/organizations/search"
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              data-testid="board-find-organization"
            >
              {t('board.notPlayer.find')}
            </Button>
            <Button
              component={Link}
              to="/user/organizations"
              variant="default"
              leftSection={<IconBuildingCommunity size={16} aria-hidden="true" />}
            >
              {t('board.notPlayer.mine')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
