import { Alert, Divider, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Player, Property } from '@sportzone/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureEditor } from '@/components/picture/picture-editor';
import { ResourceForm, reportUnplaced400, useFormSubmit } from '@/components/ui/resource-form';
import type { ResourceFormProps } from '@/components/ui/resource-section';
import { fullName } from '@/lib/people';
import { PLAYER_RANGES, createPlayer, updatePlayer, uploadPlayerPicture } from '../api/players';
import { numberOrNull } from '../lib/forms';
import {
  PLAYER_FIELDS,
  isRealDay,
  playerFormValues,
  playerInput,
  todayIso,
  type PlayerValues,
} from '../lib/player-values';
import { PlayerAvatar } from './player-avatar';
import { PlayerFields } from './player-fields';
import { useServerFieldErrors } from './use-field-errors';

/** A saved player's picture: chosen, cropped and uploaded at once. */
function PlayerPicture({ player, onChanged }: { player: Player; onChanged: (player: Player) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <PictureEditor
      data-testid="player-picture"
      hasPicture={Boolean(player.pictureUrl)}
      saving={uploading}
      title={t('orgResources.players.picture')}
      hint={t('orgResources.players.pictureHint')}
      cropHint={t('orgResources.players.cropHint')}
      uploadedText={t('orgResources.players.pictureSaved')}
      upload={async (image) => {
        setUploading(true);
        try {
          onChanged(await uploadPlayerPicture(player.id, image));
        } finally {
          setUploading(false);
        }
      }}
      avatar={
        <PlayerAvatar
          player={player}
          size={88}
          alt={player.pictureUrl ? t('orgResources.players.pictureAlt', { name: fullName(player) }) : ''}
          data-testid="player-picture-avatar"
        />
      }
    />
  );
}

/**
 * A player: a new one (names are enough), or a saved one with its picture. The server's ranges are
 * checked beside the fields as they are left, before anything is sent.
 */
export function PlayerForm({
  organizationId,
  properties,
  item: player,
  justCreated,
  onSaved,
  onChanged,
  onCancel,
}: { organizationId: number; properties: readonly Property[] } & ResourceFormProps<Player>) {
  const { t } = useTranslation();
  const serverErrors = useServerFieldErrors();
  const form = useForm<PlayerValues>({
    mode: 'controlled',
    initialValues: playerFormValues(player, properties),
    validateInputOnBlur: true,
    validate: {
      firstName: (v) => (!v.trim() ? t('common.required') : null),
      lastName: (v) => (!v.trim() ? t('common.required') : null),
      // the server's ranges, said beside the field before anything is sent
      birthday: (v) =>
        !v
          ? null
          : !isRealDay(v)
            ? t('orgResources.server.realDate')
            : v > todayIso()
              ? t('orgResources.server.future')
              : null,
      height: (v) => {
        const n = numberOrNull(v);
        const { min, max } = PLAYER_RANGES.height;
        if (n === null) return null;
        return !Number.isInteger(n) || n < min || n > max
          ? t('orgResources.players.range', { min, max, unit: 'cm' })
          : null;
      },
      weight: (v) => {
        const n = numberOrNull(v);
        const { min, max } = PLAYER_RANGES.weight;
        return n !== null && (n < min || n > max)
          ? t('orgResources.players.range', { min, max, unit: 'kg' })
          : null;
      },
    },
  });
  const { saving, submit } = useFormSubmit(form, {
    save: (v) =>
      player
        ? updatePlayer(player.id, playerInput(v, properties), true)
        : createPlayer(organizationId, playerInput(v, properties)),
    doneText: player ? t('orgResources.players.saved') : t('orgResources.players.created'),
    onSaved,
    fieldErrors: (error) => serverErrors(error, PLAYER_FIELDS),
    unplaced: reportUnplaced400,
  });

  return (
    <Stack gap="lg">
      {justCreated ? (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} />} data-testid="player-created-note">
          {t('orgResources.players.createdNote')}
        </Alert>
      ) : null}
      {player ? (
        <>
          <PlayerPicture player={player} onChanged={onChanged} />
          <Divider />
        </>
      ) : null}
      <ResourceForm
        onSubmit={submit}
        testId="player"
        saving={saving}
        onCancel={onCancel}
        cancelLabel={player ? t('common.close') : undefined}
        submitLabel={player ? t('common.save') : t('orgResources.players.create')}
      >
        <PlayerFields form={form} organizationId={organizationId} properties={properties} />
      </ResourceForm>
    </Stack>
  );
}
