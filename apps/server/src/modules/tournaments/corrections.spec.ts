import { createStage, type Stage } from '@sportzone/competition';
import { describe, expect, it } from 'vitest';
import { auditMatch } from './corrections';

const groups = (): Stage => {
  const created = createStage({
    type: 'round_robin',
    participants: ['1', '2', '3', '4'].map((id) => ({ id })),
    options: { groups: 2 },
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.stage;
};

describe('a corrected match in the audit', () => {
  it('carries its place and its sides’ names (the id when an entry has no name)', () => {
    const stage = groups();
    const m = stage.matches.find((x) => x.group === 2)!;
    const names = new Map([[m.home!, 'Ivanov']]);
    expect(auditMatch(stage, m, names)).toEqual({
      place: { kind: 'group', group: 2, round: 1 },
      home: 'Ivanov',
      away: m.away,
    });
  });
});
