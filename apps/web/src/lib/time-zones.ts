/**
 * IANA time zones for a venue (decision 023): the browser's own list (Intl.supportedValuesOf), grouped
 * by region, each with its current offset ("Sofia · GMT+2"), and the reader's own zone to start with.
 */
export interface TimeZoneGroup {
  group: string;
  items: { value: string; label: string }[];
}

const cache = new Map<string, TimeZoneGroup[]>();

/** the zone this browser runs in ("Europe/Sofia"), or UTC when it does not say */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "GMT+2" for Europe/Sofia in winter: the offset now, as the locale writes it */
export function zoneOffset(timeZone: string, locale: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

function allZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** Every zone the browser knows, grouped by its region (Europe, America …), for a searchable select. */
export function timeZoneOptions(locale: string, extra?: string | null): TimeZoneGroup[] {
  const key = `${locale}\u0000${extra ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const zones = allZones();
  // a stored zone this browser does not list (an old alias) stays choosable
  if (extra && !zones.includes(extra)) zones.push(extra);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const zone of zones) {
    const slash = zone.indexOf('/');
    const region = slash > 0 ? zone.slice(0, slash) : 'UTC';
    const place = (slash > 0 ? zone.slice(slash + 1) : zone).replace(/_/g, ' ').replace(/\//g, ' / ');
    const offset = zoneOffset(zone, locale);
    const items = groups.get(region) ?? [];
    items.push({ value: zone, label: offset ? `${place} · ${offset}` : place });
    groups.set(region, items);
  }
  const result = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) }));
  cache.set(key, result);
  return result;
}

/**
 * The time at the venue, when its clock differs from the reader's ("16:30" for a reader in London and a
 * match in Sofia); null when they agree or the venue's zone is unknown.
 */
export function venueClock(
  iso: string,
  timeZone: string | null,
  locale: string,
  readerZone = browserTimeZone(),
): string | null {
  if (!timeZone) return null;
  const at = new Date(iso);
  const clock = (zone: string) => {
    try {
      return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(
        at,
      );
    } catch {
      return null;
    }
  };
  const there = clock(timeZone);
  return there && there !== clock(readerZone) ? there : null;
}

/**
 * The zones of a country (ISO 3166-1 alpha-2), as the browser knows them (Intl.Locale's time zones:
 * ['Europe/Sofia'] for BG, three for PT); [] where the browser cannot say.
 */
export function countryTimeZones(country: string | null | undefined): string[] {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return [];
  try {
    const locale = new Intl.Locale(`und-${country.toUpperCase()}`) as Intl.Locale & {
      getTimeZones?: () => string[] | undefined;
      timeZones?: string[];
    };
    return (locale.getTimeZones?.() ?? locale.timeZones ?? []).slice();
  } catch {
    return [];
  }
}

/**
 * The zone a venue's form should hold after its country changed: the country's only zone; none when
 * the country has several and the held one is not among them (the organizer picks); else as it was.
 */
export function zoneForCountry(country: string | null | undefined, held: string | null): string | null {
  const zones = countryTimeZones(country);
  if (zones.length === 1) return zones[0]!;
  if (zones.length > 1 && (!held || !zones.includes(held))) return null;
  return held;
}

/** The options with the country's own zones first, under its name (each zone listed once). */
export function countryFirst(
  groups: TimeZoneGroup[],
  country: string | null | undefined,
  countryLabel: string,
): TimeZoneGroup[] {
  const own = new Set(countryTimeZones(country));
  if (own.size === 0) return groups;
  const items = groups.flatMap((g) => g.items).filter((i) => own.has(i.value));
  if (items.length === 0) return groups;
  return [
    { group: countryLabel, items },
    ...groups
      .map((g) => ({ ...g, items: g.items.filter((i) => !own.has(i.value)) }))
      .filter((g) => g.items.length > 0),
  ];
}
