import { Button, Menu, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { SPORT_IDS } from '@sportzone/contracts';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SportIcon } from '@/components/ui/sport-icon';
import { useSelectedSport } from '@/lib/sport-preference';
import classes from './preferences.module.css';

/** The sport live and archive pages open on; kept in local storage. `menu` for the header, `grid` for the phone menu. */
export function SportSwitch({
  variant = 'menu',
  onChange,
}: {
  variant?: 'menu' | 'grid';
  onChange?: () => void;
}) {
  const { t } = useTranslation();
  const [sport, setSport] = useSelectedSport();

  if (variant === 'grid') {
    return (
      <div role="radiogroup" aria-label={t('sportSwitch.label')} data-testid="sport-switch">
        <SimpleGrid cols={2} spacing={8}>
          {SPORT_IDS.map((id) => (
            <UnstyledButton
              key={id}
              role="radio"
              aria-checked={id === sport}
              className={classes.sportTile}
              data-active={id === sport || undefined}
              data-testid={`sport-option-${id}`}
              onClick={() => {
                setSport(id);
                onChange?.();
              }}
            >
              <SportIcon sport={id} size={20} />
              <Text component="span" size="sm" fw={600}>
                {t(`sports.${id}`)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </div>
    );
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<SportIcon sport={sport} size={18} />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={`${t('sportSwitch.label')}: ${t(`sports.${sport}`)}`}
          data-testid="sport-switch"
          data-sport={sport}
        >
          {t(`sports.${sport}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sportSwitch.choose')}</Menu.Label>
        {SPORT_IDS.map((id) => (
          <Menu.Item
            key={id}
            leftSection={<SportIcon sport={id} size={18} />}
            rightSection={id === sport ? <IconCheck size={16} aria-hidden="true" /> : null}
            aria-current={id === sport ? 'true' : undefined}
            data-testid={`sport-option-${id}`}
            onClick={() => {
              setSport(id);
              onChange?.();
            }}
          >
            {t(`sports.${id}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
