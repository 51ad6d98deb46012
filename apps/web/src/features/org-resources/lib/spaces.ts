/**
 * Playing spaces of a venue (pure): SPEC §3 names them per sport (table for table tennis and snooker,
 * court for tennis, lane for bowling, field for volleyball and badminton, playground otherwise).
 */
import { spaceKindOf, type SpaceKind } from '@sportzone/contracts';

export { spaceKindOf };

/** A space in the venue form: `id` for one the venue already has, `key` to tell rows apart. */
export interface SpaceDraft {
  key: string;
  id?: number | undefined;
  sport: string;
  name: string;
}

export interface SpaceGroup {
  sport: string;
  kind: SpaceKind;
  count: number;
}

/** The spaces grouped by sport, in the order the sports first appear: "Tennis · 3 courts". */
export function groupSpaces(spaces: readonly { sport: string }[]): SpaceGroup[] {
  const groups = new Map<string, SpaceGroup>();
  for (const space of spaces) {
    const group = groups.get(space.sport);
    if (group) group.count++;
    else groups.set(space.sport, { sport: space.sport, kind: spaceKindOf(space.sport), count: 1 });
  }
  return [...groups.values()];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first number for new spaces of `sport` called `word` ("Court"): one after the highest
 * "Court N" of that sport, or after the number of spaces of that sport when none is numbered.
 */
export function nextSpaceNumber(
  existing: readonly { sport: string; name: string }[],
  sport: string,
  word: string,
) {
  const pattern = new RegExp(`^${escape(word.trim())}\\s+(\\d+)$`, 'i');
  const same = existing.filter((s) => s.sport === sport);
  const numbers = same.map((s) => pattern.exec(s.name.trim())?.[1]).filter((n) => n !== undefined);
  const highest = numbers.reduce((max, n) => Math.max(max, Number(n)), 0);
  return Math.max(highest, numbers.length === 0 ? same.length : 0) + 1;
}

let serial = 0;
/** A key for a new row (stable while the form is open). */
export function newSpaceKey(): string {
  serial += 1;
  return `new-${serial}`;
}

/** `count` new spaces of `sport` named "Court 1", "Court 2" … after those already there. */
export function addSpaces(
  existing: readonly SpaceDraft[],
  sport: string,
  count: number,
  word: string,
): SpaceDraft[] {
  const n = Math.max(0, Math.min(MAX_SPACES - existing.length, Math.floor(count)));
  const first = nextSpaceNumber(existing, sport, word);
  const added = Array.from({ length: n }, (_, i) => ({
    key: newSpaceKey(),
    sport,
    name: `${word.trim()} ${first + i}`,
  }));
  return [...existing, ...added];
}

/** The server's limit per venue. */
export const MAX_SPACES = 200;
/** At most this many are added in one go. */
export const MAX_ADD = 50;

/** Indexes of spaces whose name is empty or repeats one of the same sport (the server refuses both). */
export function spaceProblems(spaces: readonly SpaceDraft[]): Map<number, 'required' | 'duplicate'> {
  const problems = new Map<number, 'required' | 'duplicate'>();
  const seen = new Set<string>();
  spaces.forEach((space, i) => {
    const name = space.name.trim();
    if (!name) {
      problems.set(i, 'required');
      return;
    }
    const key = `${space.sport}\u0000${name.toLowerCase()}`;
    if (seen.has(key)) problems.set(i, 'duplicate');
    seen.add(key);
  });
  return problems;
}

/** What is sent: ids of kept spaces, trimmed names. */
export function spacesInput(spaces: readonly SpaceDraft[]) {
  return spaces.map((s) => ({
    ...(s.id !== undefined ? { id: s.id } : {}),
    sport: s.sport,
    name: s.name.trim(),
  }));
}
