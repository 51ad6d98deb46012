import {
  Input,
  ActionIcon,
  Badge,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPETITOR_SIZES,
  COMPETITOR_TYPES,
  SPORT_IDS,
  type CompetitorType,
  type Organization,
  type Team,
  type TeamInput,
  type TeamKind,
  type TeamPlayer,
} from '@sportzone/contracts';
import { IconArrowDown, IconArrowUp, IconUsersGroup, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createTeam, deleteTeam, fetchTeams, updateTeam } from '../api/teams';
import { move } from '../lib/forms';
import { ResourceForm, useFormSubmit } from '@/components/ui/resource-form';
import { ResourceSection, type ResourceFormProps } from '@/components/ui/resource-section';
import { AddPlayerPicker } from './player-picker';
import { useServerFieldErrors } from './use-field-errors';
import classes from './org-resources.module.css';

const FIELDS = ['name', 'kind', 'competitorType', 'sport', 'playerIds'] as const;

type Member = Pick<TeamPlayer, 'id' | 'firstName' | 'lastName' | 'playerNumber'>;

interface TeamValues {
  name: string;
  sport: string | null;
  competitorType: CompetitorType;
  players: Member[];
}

const memberName = (p: Member) => `${p.firstName} ${p.lastName}`;

function TeamForm({
  organizationId,
  kind,
  item: team,
  onSaved,
  onCancel,
}: { organizationId: number; kind: TeamKind } & ResourceFormProps<Team>) {
  const { t } = useTranslation();
  const serverErrors = useServerFieldErrors();
  const formation = kind === 'formation';
  const form = useForm<TeamValues>({
    mode: 'controlled',
    validateInputOnBlur: ['name'],
    initialValues: {
      name: team?.name ?? '',
      sport: team?.sport ?? null,
      competitorType: team?.competitorType ?? 'double',
      players: team?.players ?? [],
    },
    validate: { name: (v) => (!v.trim() ? t('common.required') : null) },
  });
  const values = form.getValues();
  const size = formation ? COMPETITOR_SIZES[values.competitorType] : null;
  const full = size !== null && values.players.length >= size;

  const { saving, submit } = useFormSubmit(form, {
    save: (v) => {
      const input: TeamInput = {
        name: v.name.trim(),
        kind,
        sport: v.sport || null,
        competitorType: formation ? v.competitorType : null,
        playerIds: v.players.map((p) => p.id),
      };
      return team ? updateTeam(team.id, input) : createTeam(organizationId, input);
    },
    doneText: team ? t(`orgResources.teams.saved.${kind}`) : t(`orgResources.teams.created.${kind}`),
    onSaved,
    fieldErrors: (error) => serverErrors(error, FIELDS),
  });

  return (
    <ResourceForm
      onSubmit={submit}
      testId="team"
      saving={saving}
      onCancel={onCancel}
      submitLabel={team ? t('common.save') : t(`orgResources.teams.create.${kind}`)}
    >
      <TextInput
        label={t('orgResources.teams.name')}
        placeholder={t(`orgResources.teams.namePlaceholder.${kind}`)}
        withAsterisk
        maxLength={200}
        data-autofocus
        data-testid="team-name"
        {...form.getInputProps('name')}
      />
      <Select
        label={t('orgResources.teams.sport')}
        placeholder={t('orgResources.teams.anySport')}
        data={SPORT_IDS.map((s) => ({ value: s, label: t(`sports.${s}`) }))}
        clearable
        data-testid="team-sport"
        {...form.getInputProps('sport')}
      />
      {formation ? (
        <Stack gap={6}>
          <Input.Label size="md">{t('orgResources.teams.competitorType')}</Input.Label>
          <SegmentedControl
            size="md"
            fullWidth
            data={COMPETITOR_TYPES.map((c) => ({
              value: c,
              label: t(`orgResources.teams.competitorTypes.${c}`),
            }))}
            value={values.competitorType}
            onChange={(v) => form.setFieldValue('competitorType', v as CompetitorType)}
            data-testid="team-competitor-type"
          />
          {form.errors.competitorType ? (
            <Text size="xs" c="red" role="alert">
              {form.errors.competitorType}
            </Text>
          ) : null}
        </Stack>
      ) : null}

      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('orgResources.teams.players')}</Text>
          <Text
            size="sm"
            c={size !== null && values.players.length > size ? 'red' : 'dimmed'}
            data-testid="team-player-count"
          >
            {size !== null
              ? t('orgResources.teams.sizeOf', { count: values.players.length, size })
              : t('orgResources.teams.playerCount', { count: values.players.length })}
          </Text>
        </Group>
        {values.players.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orgResources.teams.noPlayersYet')}
          </Text>
        ) : (
          <Stack gap={6} data-testid="team-players">
            {values.players.map((p, i) => (
              <div key={p.id} className={classes.orderRow} data-testid="team-player">
                <span className={classes.orderNumber}>{i + 1}</span>
                <Text size="sm" fw={600} className={classes.grow} truncate="end">
                  {memberName(p)}
                  {p.playerNumber ? (
                    <Text span c="dimmed" fw={400}>
                      {' '}
                      #{p.playerNumber}
                    </Text>
                  ) : null}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={i === 0}
                  onClick={() => form.setFieldValue('players', move(form.getValues().players, i, -1))}
                  aria-label={t('orgResources.teams.moveUp', { name: memberName(p) })}
                >
                  <IconArrowUp size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={i === values.players.length - 1}
                  onClick={() => form.setFieldValue('players', move(form.getValues().players, i, 1))}
                  aria-label={t('orgResources.teams.moveDown', { name: memberName(p) })}
                >
                  <IconArrowDown size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => form.removeListItem('players', i)}
                  aria-label={t('orgResources.teams.removePlayer', { name: memberName(p) })}
                  data-testid="team-player-remove"
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </div>
            ))}
          </Stack>
        )}
        <AddPlayerPicker
          organizationId={organizationId}
          exclude={values.players.map((p) => p.id)}
          disabled={full}
          onPick={(p) => form.insertListItem('players', p)}
        />
        {full ? (
          <Text size="xs" c="dimmed">
            {t('orgResources.teams.full', { count: size ?? 0 })}
          </Text>
        ) : null}
        {form.errors.playerIds ? (
          <Text size="sm" c="red" role="alert" data-testid="team-players-error">
            {form.errors.playerIds}
          </Text>
        ) : null}
      </Stack>
    </ResourceForm>
  );
}

function TeamRow({ team }: { team: Team }) {
  const { t } = useTranslation();
  return (
    <div className={classes.grow} data-testid="team-row" data-name={team.name}>
      <Group gap={6} wrap="nowrap">
        <Text fw={700} size="sm" truncate="end">
          {team.name}
        </Text>
        {team.competitorType ? (
          <Badge size="sm" variant="light" style={{ flex: 'none' }}>
            {t(`orgResources.teams.competitorTypes.${team.competitorType}`)}
          </Badge>
        ) : null}
        {team.sport ? (
          <Badge size="sm" variant="outline" color="gray" style={{ flex: 'none' }}>
            {t(`sports.${team.sport as (typeof SPORT_IDS)[number]}`, { defaultValue: team.sport })}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="team-row-players">
        {team.players.length === 0
          ? t('orgResources.teams.noPlayersYet')
          : team.players.map((p, i) => `${i + 1}. ${memberName(p)}`).join(' · ')}
      </Text>
    </div>
  );
}

/** Teams or formations of the organization, with their players in order. */
export function TeamsPanel({ organization, kind }: { organization: Organization; kind: TeamKind }) {
  const { t } = useTranslation();
  return (
    <ResourceSection<Team>
      testId={kind === 'team' ? 'teams' : 'formations'}
      itemTestId={kind}
      canManage={organization.canManage}
      fetchPage={(query, signal) => fetchTeams(organization.id, { ...query, kind }, signal)}
      filterKey={kind}
      itemKey={(team) => team.id}
      itemName={(team) => team.name}
      renderItem={(team) => <TeamRow team={team} />}
      texts={{
        search: t(`orgResources.teams.search.${kind}`),
        searchPlaceholder: t('orgResources.teams.searchPlaceholder'),
        empty: t(`orgResources.teams.empty.${kind}`),
        emptyHint: t(`orgResources.teams.emptyHint.${kind}`),
        loadFailed: t(`orgResources.teams.loadFailed.${kind}`),
        add: t(`orgResources.teams.add.${kind}`),
        createTitle: t(`orgResources.teams.createTitle.${kind}`),
        editTitle: t(`orgResources.teams.editTitle.${kind}`),
      }}
      emptyIcon={<IconUsersGroup size={28} aria-hidden="true" />}
      form={(props) => <TeamForm organizationId={organization.id} kind={kind} {...props} />}
      remove={{
        run: (team) => deleteTeam(team.id),
        title: (team) => t('orgResources.teams.deleteTitle', { name: team.name }),
        message: () => t('orgResources.teams.deleteMessage'),
        done: t(`orgResources.teams.deleted.${kind}`),
      }}
    />
  );
}
