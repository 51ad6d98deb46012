import type { tournamentLabelsEn } from './tournament-labels.en';

/** Български текстове: същите ключове като tournament-labels.en.ts. */
export const tournamentLabelsBg: typeof tournamentLabelsEn = {
  final: 'Финал',
  semiFinal: 'Полуфинал',
  quarterFinal: 'Четвъртфинал',
  roundOf: '1/{{fraction}} финал',
  round: 'Кръг {{round}}',
  winnersRound: 'Кръг {{round}} на победителите',
  winnersFinal: 'Финал на победителите',
  losersRound: 'Кръг {{round}} на губещите',
  losersFinal: 'Финал на губещите',
  grandFinal: 'Голям финал',
  grandFinalReset: 'Голям финал — реванш',
  thirdPlace: 'Мач за трето място',
  group: 'Група {{letter}}',
  groupRound: '{{group}} · кръг {{round}}',
  numbered: '{{label}} {{number}}',
  numberedMatch: '{{label}} · мач {{number}}',
  winnerOf: 'Победителят от {{match}}',
  loserOf: 'Загубилият от {{match}}',
  toBeDecided: 'Предстои да се определи',
  bye: 'Почива',
  phase: {
    winners: 'Схема на победителите',
    losers: 'Схема на губещите',
    grand_final: 'Голям финал',
    third_place: 'Трето място',
    group: 'Групи',
    swiss: 'Швейцарска система',
  },
};
