/** Which column fills which player field: suggested from the headers (English and Bulgarian), checked. */
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '@sportzone/contracts';

/** The fields' names in messages (the row errors name them: "Row 7, birth date: …"). */
export const FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'first name',
  middleName: 'middle name',
  lastName: 'last name',
  birthday: 'birth date',
  sex: 'sex',
  nationality: 'nationality',
  playerNumber: 'number',
  memberId: 'member id',
  height: 'height',
  weight: 'weight',
};

export const REQUIRED_FIELDS: readonly ImportField[] = ['firstName', 'lastName'];

/** Header words, normalized (lower case, letters and digits only, single spaces). */
const HEADERS: Record<ImportField, readonly string[]> = {
  firstName: [
    'first name',
    'firstname',
    'first',
    'given name',
    'forename',
    'name',
    'име',
    'собствено име',
    'първо име',
  ],
  middleName: ['middle name', 'middlename', 'middle', 'второ име', 'презиме', 'бащино име'],
  lastName: [
    'last name',
    'lastname',
    'last',
    'surname',
    'family name',
    'фамилия',
    'фамилно име',
    'трето име',
  ],
  birthday: [
    'birth date',
    'birthdate',
    'date of birth',
    'dob',
    'birthday',
    'born',
    'дата на раждане',
    'рождена дата',
    'роден',
    'родена',
    'рожден ден',
  ],
  sex: ['sex', 'gender', 'пол'],
  nationality: ['nationality', 'country', 'citizenship', 'националност', 'гражданство', 'държава'],
  playerNumber: [
    'number',
    'no',
    'nr',
    'shirt number',
    'jersey',
    'jersey number',
    'player number',
    'номер',
    'н р',
    'номер на играч',
  ],
  memberId: [
    'member id',
    'member number',
    'membership number',
    'member no',
    'id',
    'членски номер',
    'членски н р',
    'членска карта',
  ],
  height: ['height', 'height cm', 'ръст', 'височина', 'ръст см'],
  weight: ['weight', 'weight kg', 'тегло', 'тегло кг'],
};

export const normalizeHeader = (h: string) =>
  h
    .normalize('NFKC')
    .toLowerCase()
    .replace(/№/g, ' н р ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const BY_HEADER = new Map<string, ImportField>(
  Object.entries(HEADERS).flatMap(([field, names]) =>
    names.map((n): [string, ImportField] => [normalizeHeader(n), field as ImportField]),
  ),
);

/** The mapping the headers suggest: each field at most once, to the first column that names it. */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const used = new Set<ImportField>();
  return headers.map((h) => {
    const field = BY_HEADER.get(normalizeHeader(h)) ?? null;
    if (!field || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

/** The mapping to use for these columns: the one sent, fitted to their number, or the suggestion. */
export function fitMapping(columns: number, sent: ImportMapping | undefined, suggested: ImportMapping) {
  if (!sent) return suggested;
  return Array.from({ length: columns }, (_, i) => sent[i] ?? null);
}

/** What is wrong with a mapping: a required field with no column, a field in two columns. */
export function mappingErrors(mapping: ImportMapping): string[] {
  const out: string[] = [];
  for (const f of REQUIRED_FIELDS)
    if (!mapping.includes(f)) out.push(`No column is mapped to ${FIELD_LABELS[f]}.`);
  for (const f of IMPORT_FIELDS)
    if (mapping.filter((m) => m === f).length > 1)
      out.push(`More than one column is mapped to ${FIELD_LABELS[f]}.`);
  return out;
}
