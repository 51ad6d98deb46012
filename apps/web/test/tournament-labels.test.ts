import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStage, placeOf, type Place } from '@sportzone/competition';
import {
  drawLabels,
  groupLetter,
  pendingSideLabel,
  placeLabel,
  stageLabel,
  withSideNames,
  type LabelledMatch,
} from '@/lib/tournaments/labels';
import bg from '@/lib/i18n/locales/bg';
import en from '@/lib/i18n/locales/en';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, bg: { translation: bg } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});
const labels = (lng: 'en' | 'bg') => drawLabels(i18n.getFixedT(lng));

/** A single elimination of `players` (a power of two): round r has players / 2^r matches. */
function knockout(players: number): LabelledMatch[] {
  const out: LabelledMatch[] = [];
  for (let round = 1, n = players / 2; n >= 1; round += 1, n /= 2)
    for (let i = 1; i <= n; i += 1) out.push({ key: `wb-${round}-${i}`, phase: 'winners', group: 1, round });
  return out;
}

describe('the names of a draw’s rounds', () => {
  it('names a knockout’s rounds from the end, numbering the matches of a round', () => {
    const draw = knockout(32);
    const en = labels('en');
    const first = (round: number) => draw.find((m) => m.round === round)!;
    expect(en.matchLabel(first(5), draw)).toBe('Final');
    expect(en.matchLabel(draw.filter((m) => m.round === 4)[1]!, draw)).toBe('Semi-final 2');
    expect(en.roundLabel(first(3), draw)).toBe('Quarter-final');
    expect(en.roundLabel(first(2), draw)).toBe('Round of 16');
    expect(en.roundLabel(first(1), draw)).toBe('Round of 32');
    expect(labels('bg').roundLabel(first(2), draw)).toBe('1/8 финал');
    expect(labels('bg').matchLabel(first(5), draw)).toBe('Финал');
  });

  it('names double elimination’s brackets, the grand final and its reset', () => {
    const draw: LabelledMatch[] = [
      ...knockout(4),
      { key: 'lb-1-1', phase: 'losers', group: 1, round: 1 },
      { key: 'lb-2-1', phase: 'losers', group: 1, round: 2 },
      { key: 'gf-1', phase: 'grand_final', group: 1, round: 1 },
      { key: 'gf-2', phase: 'grand_final', group: 1, round: 2 },
    ];
    const en = labels('en');
    expect(en.matchLabel(draw[0]!, draw)).toBe('Winners round 1 · Match 1');
    expect(en.matchLabel(draw[2]!, draw)).toBe('Winners final');
    expect(en.matchLabel(draw[3]!, draw)).toBe('Losers round 1');
    expect(en.matchLabel(draw[4]!, draw)).toBe('Losers final');
    expect(en.matchLabel(draw[5]!, draw)).toBe('Grand final');
    expect(en.matchLabel(draw[6]!, draw)).toBe('Grand final reset');
  });

  it('letters groups and names their rounds', () => {
    expect([1, 2, 26, 27, 28].map(groupLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
    const match = { key: 'G2-R3-0', phase: 'group', group: 2, round: 3 };
    expect(labels('en').matchLabel(match, [match])).toBe('Group B · Round 3');
    expect(labels('bg').matchLabel(match, [match])).toBe('Група B · кръг 3');
  });

  it('says where a side not known yet comes from', () => {
    const draw = knockout(4);
    const en = labels('en');
    expect(en.sideLabel({ name: 'Ana', from: null }, draw)).toBe('Ana');
    expect(en.sideLabel({ name: null, from: { take: 'winner', match: 'wb-1-2' } }, draw)).toBe(
      'Winner of Semi-final 2',
    );
    expect(labels('bg').sideLabel({ name: null, from: { take: 'loser', match: 'wb-1-1' } }, draw)).toBe(
      'Загубилият от Полуфинал 1',
    );
    expect(en.sideLabel({ name: null }, draw)).toBe('To be decided');
    expect(en.sideLabel({ name: null, from: { take: 'winner', match: 'gone' } }, draw)).toBe('To be decided');
  });

  it('names a single match’s side not known yet as the draw does (live cards, dashboards, the match page)', () => {
    const draw = knockout(16);
    const en = i18n.getFixedT('en');
    const bg = i18n.getFixedT('bg');
    // what the server sends in `competition.pending` for each match of the draw's first three rounds
    for (const source of draw.filter((m) => m.round < 4)) {
      const peers = draw.filter((m) => m.round === source.round);
      const pending = {
        take: 'winner' as const,
        phase: source.phase,
        group: source.group,
        round: source.round,
        number: peers.indexOf(source) + 1,
        of: peers.length,
        roundsInPhase: 4,
        doubleElimination: false,
      };
      const side = { name: null, from: { take: 'winner' as const, match: source.key } };
      expect(pendingSideLabel(en, pending)).toBe(labels('en').sideLabel(side, draw));
      expect(pendingSideLabel(bg, pending)).toBe(labels('bg').sideLabel(side, draw));
    }
    const semi2 = {
      take: 'loser' as const,
      phase: 'winners',
      group: 1,
      round: 3,
      number: 2,
      of: 2,
      roundsInPhase: 4,
      doubleElimination: false,
    };
    const match = {
      id: 1,
      home: { name: 'Ana' },
      away: { name: 'Loser of semi-final 2' },
      competition: {
        tournamentId: 1,
        name: 'Cup',
        phase: 'third_place',
        round: 1,
        group: 1,
        roundsInPhase: 1,
        stageType: 'single_elimination',
        pending: { home: null, away: semi2 },
      },
    };
    expect(withSideNames(bg, match)).toMatchObject({
      home: { name: 'Ana' },
      away: { name: 'Загубилият от Полуфинал 2' },
    });
    // nothing pending: the very same object
    const known = { ...match, competition: { ...match.competition, pending: { home: null, away: null } } };
    expect(withSideNames(en, known)).toBe(known);
    expect(withSideNames(en, { ...match, competition: null })).toMatchObject({
      away: { name: 'Loser of semi-final 2' },
    });
  });

  it('names every phase in both languages', () => {
    for (const phase of ['winners', 'losers', 'grand_final', 'third_place', 'group', 'swiss'])
      expect(labels('bg').phaseLabel(phase)).not.toBe(labels('en').phaseLabel(phase));
    expect(labels('en').phaseLabel('something-new')).toBe('something-new');
  });

  it('says every place of the competition’s naming rule in both languages (the server says them in English)', () => {
    const en = i18n.getFixedT('en');
    const bg = i18n.getFixedT('bg');
    const cases: [Place, string][] = [
      [{ kind: 'final' }, 'Final'],
      [{ kind: 'semiFinal', match: 2 }, 'Semi-final 2'],
      [{ kind: 'quarterFinal', match: null }, 'Quarter-final'],
      [{ kind: 'roundOf', size: 16, match: 3 }, 'Round of 16 · Match 3'],
      [{ kind: 'winnersRound', round: 2, match: 1 }, 'Winners round 2 · Match 1'],
      [{ kind: 'winnersFinal' }, 'Winners final'],
      [{ kind: 'losersRound', round: 3, match: null }, 'Losers round 3'],
      [{ kind: 'losersFinal' }, 'Losers final'],
      [{ kind: 'grandFinal', reset: false }, 'Grand final'],
      [{ kind: 'grandFinal', reset: true }, 'Grand final reset'],
      [{ kind: 'thirdPlace' }, 'Third place'],
      [{ kind: 'group', group: 2, round: 3 }, 'Group B · Round 3'],
      [{ kind: 'round', round: 4, match: 2 }, 'Round 4 · Match 2'],
    ];
    for (const [place, words] of cases) {
      expect(placeLabel(en, place)).toBe(words);
      expect(placeLabel(bg, place)).not.toBe(words);
    }
    expect(placeLabel(en, { kind: 'semiFinal', match: 2 }, false)).toBe('Semi-final');
  });

  it('names a draw’s matches by the competition’s places', () => {
    const created = createStage({
      type: 'double_elimination',
      participants: Array.from({ length: 6 }, (_, i) => ({ id: `p${i + 1}` })),
    });
    if (!created.ok) throw new Error(created.error.message);
    const stage = created.stage;
    const draw = stage.matches.map((m) => ({ key: m.id, phase: m.bracket, group: m.group, round: m.round }));
    const en = i18n.getFixedT('en');
    for (const m of draw)
      expect(labels('en').matchLabel(m, draw)).toBe(placeLabel(en, placeOf(stage, m.key)!));
  });
});

describe('the names of a tournament’s stages (decision 051)', () => {
  it('shows the names the system gives in the reader’s language, whichever language stored them', () => {
    const bgT = i18n.getFixedT('bg');
    const enT = i18n.getFixedT('en');
    expect(stageLabel(bgT, 'Groups')).toBe('Групи');
    expect(stageLabel(bgT, 'Knockout')).toBe('Елиминации');
    expect(stageLabel(bgT, 'Main draw')).toBe('Основна схема');
    expect(stageLabel(bgT, 'Double elimination')).toBe('Двойни елиминации');
    expect(stageLabel(bgT, 'Round robin')).toBe('Всеки срещу всеки');
    expect(stageLabel(bgT, 'Swiss')).toBe('Швейцарска система');
    // saved by a Bulgarian organizer, read in English
    expect(stageLabel(enT, 'Групи')).toBe('Groups');
    expect(stageLabel(enT, 'Елиминации')).toBe('Knockout');
    expect(stageLabel(enT, 'Knockout')).toBe('Knockout');
  });

  it('keeps a name the organizer typed as it is', () => {
    const bgT = i18n.getFixedT('bg');
    expect(stageLabel(bgT, 'Qualifying groups')).toBe('Qualifying groups');
    expect(stageLabel(bgT, 'Финална фаза')).toBe('Финална фаза');
    expect(stageLabel(bgT, 'groups')).toBe('groups');
  });
});
