/** A country's flag as an emoji (regional indicator letters), or '' for anything but two letters. */
export function flagOf(code: string | null | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return '';
  const upper = code.toUpperCase();
  return String.fromCodePoint(...[...upper].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Full years between a YYYY-MM-DD birthday and `today`; null when unknown or in the future. */
export function ageOn(birthday: string | null | undefined, today = new Date()): number | null {
  if (!birthday) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age--;
  return age >= 0 ? age : null;
}

/** A YYYY-MM-DD date in the interface language, without a time zone shift. */
export function formatDay(day: string | null | undefined, locale: string): string {
  if (!day) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Where the profile pages live: the public ones (no sign-in) or the signed-in ones. */
export type ProfileMode = 'public' | 'user';

export const paths = {
  player: (mode: ProfileMode, id: number) =>
    mode === 'public' ? `/public/players/${id}/profile` : `/user/players/${id}/public`,
  member: (mode: ProfileMode, id: number) =>
    mode === 'public' ? `/public/members/${id}/profile` : `/user/members/${id}`,
  entity: (mode: ProfileMode, id: number) =>
    mode === 'public' ? `/public/entities/${id}/profile` : `/user/entities/${id}/public`,
  /** organizations have a page for signed-in users only */
  organization: (id: number) => `/user/organizations/${id}/public`,
  search: '/user/organizations/search',
  mine: '/user/organizations',
  invitations: '/user/organizations/invitations',
  manage: (id: number) => `/organizer/organizations/${id}/menu`,
  managePlayers: (id: number) => `/organizer/organizations/${id}/players`,
};

let flagSupport: boolean | null = null;
/**
 * Whether this device draws flag emoji (Windows and some Linux set-ups show two letters or boxes
 * instead): a flag is one glyph where it is supported, two where not.
 */
export function supportsFlagEmoji(): boolean {
  if (flagSupport !== null) return flagSupport;
  try {
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return (flagSupport = false);
    ctx.font = '32px sans-serif';
    const pair = ctx.measureText(flagOf('GB')).width;
    const single = ctx.measureText(String.fromCodePoint(0x1f1ec)).width;
    flagSupport = pair > 0 && pair < single * 1.5;
  } catch {
    flagSupport = false;
  }
  return flagSupport;
}
