/**
 * The server's field messages are English; the ones these forms meet are said in the UI language
 * (anything else is shown as the server wrote it).
 */
const KNOWN = {
  'is required': 'orgResources.server.required',
  'must not be before the start': 'orgResources.server.endBeforeStart',
  'is used twice': 'orgResources.server.usedTwice',
  'is already used': 'orgResources.server.keyUsed',
  'at least one option': 'orgResources.server.oneOption',
  'must not repeat': 'orgResources.server.optionsRepeat',
  'is required for a formation': 'orgResources.server.competitorTypeRequired',
  'unknown player or one of another organization': 'orgResources.server.unknownPlayer',
  'no such user': 'orgResources.server.noSuchUser',
  'cannot be in the future': 'orgResources.server.future',
  'is not a real date': 'orgResources.server.realDate',
} as const;

export type KnownMessageKey = (typeof KNOWN)[keyof typeof KNOWN];

type CountedKey = 'orgResources.server.atMostPlayers' | 'orgResources.server.max' | 'orgResources.server.min';

/** The translation key of a known server message, or null; `at most N players`, `must be <= N` give N. */
export function knownMessage(message: string): { key: KnownMessageKey | CountedKey; count?: number } | null {
  const m = message.trim();
  const atMost = /^at most (\d+) players?$/.exec(m);
  if (atMost) return { key: 'orgResources.server.atMostPlayers', count: Number(atMost[1]) };
  const bound = /^must be (<=|>=) (-?\d+(?:\.\d+)?)$/.exec(m);
  if (bound)
    return {
      key: bound[1] === '<=' ? 'orgResources.server.max' : 'orgResources.server.min',
      count: Number(bound[2]),
    };
  const key = (KNOWN as Record<string, KnownMessageKey>)[m];
  return key ? { key } : null;
}
