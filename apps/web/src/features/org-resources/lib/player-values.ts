import type { Player, PlayerInput, Property, PropertyValue } from '@sportzone/contracts';
import { numberOrNull, textOrNull } from '../lib/forms';

/** The player form's values and what is sent: pure, so they are tested without a page. */

export const NAME_MAX = 100;
export const PLAYER_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'sex',
  'birthday',
  'height',
  'weight',
  'nationality',
  'memberId',
  'playerNumber',
  'status',
  'userId',
  'properties',
] as const;

export type FormValue = string | number | boolean | '';

export interface PlayerValues {
  firstName: string;
  middleName: string;
  lastName: string;
  sex: string | null;
  birthday: string;
  height: string | number;
  weight: string | number;
  nationality: string | null;
  memberId: string;
  playerNumber: string;
  active: boolean;
  userId: string | null;
  properties: Record<string, FormValue>;
}

/** YYYY-MM-DD of today, here. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** a YYYY-MM-DD that names a day of the calendar (not 2025-02-30) */
export function isRealDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** years on `today` from a YYYY-MM-DD birthday */
export function age(birthday: string, today = new Date()): number | null {
  const [y, m, d] = birthday.split('-').map(Number);
  if (!y || !m || !d) return null;
  let years = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) years--;
  return years >= 0 ? years : null;
}

export function propertyValue(property: Property, value: FormValue): PropertyValue | null {
  if (value === '' || value === null || value === undefined) return null;
  if (property.type === 'number') return numberOrNull(value as string | number);
  if (property.type === 'boolean') return value === true || value === 'true';
  return typeof value === 'string' ? value.trim() || null : String(value);
}

/** The form's values of a player (or of a new one), with a value for each of the organization's properties. */
export function playerFormValues(player: Player | null, properties: readonly Property[]): PlayerValues {
  return {
    firstName: player?.firstName ?? '',
    middleName: player?.middleName ?? '',
    lastName: player?.lastName ?? '',
    sex: player?.sex ?? null,
    birthday: player?.birthday ?? '',
    height: player?.height ?? '',
    weight: player?.weight ?? '',
    nationality: player?.nationality?.toUpperCase() ?? null,
    memberId: player?.memberId ?? '',
    playerNumber: player?.playerNumber ?? '',
    active: (player?.status ?? 'active') === 'active',
    userId: player?.userId ? String(player.userId) : null,
    properties: Object.fromEntries(properties.map((p) => [p.key, player?.properties[p.key] ?? ''])),
  };
}

/** What is sent: empty fields as null, the properties typed (only when the organization has some). */
export function playerInput(v: PlayerValues, properties: readonly Property[]): PlayerInput {
  return {
    firstName: v.firstName.trim(),
    middleName: textOrNull(v.middleName),
    lastName: v.lastName.trim(),
    sex: (v.sex as PlayerInput['sex']) ?? null,
    birthday: v.birthday || null,
    height: numberOrNull(v.height),
    weight: numberOrNull(v.weight),
    nationality: v.nationality || null,
    memberId: textOrNull(v.memberId),
    playerNumber: textOrNull(v.playerNumber),
    status: v.active ? 'active' : 'inactive',
    userId: v.userId ? Number(v.userId) : null,
    ...(properties.length > 0
      ? {
          properties: Object.fromEntries(
            properties.map((p) => [p.key, propertyValue(p, v.properties[p.key] ?? '')]),
          ),
        }
      : {}),
  };
}
