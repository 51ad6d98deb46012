import type { Organization, OrganizationInput, Privacy } from '@sportzone/contracts';

/** Small pure helpers of the workspace's forms. */

export interface OrganizationFormValues {
  name: string;
  email: string;
  website: string;
  phoneNumber: string;
  privacy: Privacy;
  establishedOn: string;
  language: string;
  description: string;
}

export const ORGANIZATION_FIELDS = [
  'name',
  'email',
  'website',
  'phoneNumber',
  'privacy',
  'establishedOn',
  'language',
  'description',
] as const;

/** '' → null (clears the value); otherwise the trimmed text. */
export function textOrNull(value: string): string | null {
  const v = value.trim();
  return v ? v : null;
}

/** "sportzone.example" → "https://sportzone.example"; an address with its scheme stays as it is. */
export function websiteOrNull(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
}

export function organizationFormValues(org?: Organization | null, language = 'en'): OrganizationFormValues {
  return {
    name: org?.name ?? '',
    email: org?.email ?? '',
    website: org?.website ?? '',
    phoneNumber: org?.phoneNumber ?? '',
    privacy: org?.privacy ?? 'public',
    establishedOn: org?.establishedOn ?? '',
    language: org ? (org.language ?? '') : language,
    description: org?.description ?? '',
  };
}

/** The body of POST /api/organization (and, without parentId, of PATCH): empty fields are sent as null. */
export function organizationInput(
  values: OrganizationFormValues,
  parentId?: number | null,
): OrganizationInput {
  return {
    name: values.name.trim(),
    email: textOrNull(values.email)?.toLowerCase() ?? null,
    website: websiteOrNull(values.website),
    phoneNumber: textOrNull(values.phoneNumber),
    privacy: values.privacy,
    establishedOn: textOrNull(values.establishedOn),
    language: textOrNull(values.language),
    description: textOrNull(values.description),
    ...(parentId ? { parentId } : {}),
  };
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^\+?[0-9 ()./-]{3,40}$/;
export const WEBSITE = /^https?:\/\/[^\s]+$/;

/** What is wrong with a field before sending, as a key of organizer.server (null: fine). */
export function organizationFieldProblem(
  field: 'name' | 'email' | 'website' | 'phoneNumber',
  value: string,
): 'required' | 'invalidEmail' | 'invalidWebsite' | 'invalidPhone' | null {
  const v = value.trim();
  if (field === 'name') return v ? null : 'required';
  if (!v) return null;
  if (field === 'email') return EMAIL.test(v) ? null : 'invalidEmail';
  if (field === 'website') return WEBSITE.test(websiteOrNull(v) ?? '') ? null : 'invalidWebsite';
  return PHONE.test(v) ? null : 'invalidPhone';
}

/** "2026-05-01" in the UI language ("1 May 2026"); a full timestamp is shown by its date. */
export function formatDay(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The server's field messages for the fields a form shows; others are left to the toast. */
export function knownFields(
  fields: Record<string, string>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(([f]) => names.some((n) => f === n || f.startsWith(`${n}.`))),
  );
}

/** The server's English field messages this workspace says in the UI language (a key of organizer.server). */
export function knownServerMessage(
  field: string,
  message: string,
):
  | 'required'
  | 'future'
  | 'realDate'
  | 'invalidEmail'
  | 'invalidWebsite'
  | 'invalidPhone'
  | 'invalidLanguage'
  | 'noSuchUser'
  | 'noSuchOrganization'
  | null {
  const m = message.trim();
  if (m === 'is required' || /must NOT have fewer than 1 characters/.test(m)) return 'required';
  if (m === 'cannot be in the future') return 'future';
  if (m === 'is not a real date') return 'realDate';
  if (m === 'no such user') return 'noSuchUser';
  if (m === 'no such organization') return 'noSuchOrganization';
  if (/format|pattern/.test(m)) {
    if (field === 'email') return 'invalidEmail';
    if (field === 'website') return 'invalidWebsite';
    if (field === 'phoneNumber') return 'invalidPhone';
    if (field === 'language') return 'invalidLanguage';
    if (field === 'establishedOn' || field === 'joinedOn') return 'realDate';
  }
  return null;
}
