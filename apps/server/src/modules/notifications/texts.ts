import type { NotificationKind, NotificationParams } from '@sportzone/contracts';

type Lang = 'en' | 'bg';
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
/** the score with how the match ended, when it was not played to the end */
const OUTCOME: Record<string, Record<Lang, (score: string) => string>> = {
  retired: { en: (x) => `${x} (retired)`, bg: (x) => `${x} (отказ)` },
  walkover: { en: () => 'by walkover', bg: () => 'служебно' },
  default: { en: (x) => `${x} (default)`, bg: (x) => `${x} (дисквалификация)` },
  conceded: { en: (x) => `${x} (conceded)`, bg: (x) => `${x} (предаде)` },
};
const scored = (p: NotificationParams, lang: Lang) => {
  const f = typeof p.outcome === 'string' ? OUTCOME[p.outcome]?.[lang] : undefined;
  return f ? f(s(p.score)) : s(p.score);
};
const time = (iso: unknown) =>
  typeof iso === 'string' && iso.length >= 16 ? `${iso.slice(11, 16)} UTC` : '';

/**
 * The push message's title and body in English and Bulgarian: the service worker shows them without
 * the app's i18n (the app itself renders notifications from kind + params, decision 021).
 */
export function pushTexts(
  kind: NotificationKind,
  p: NotificationParams,
): { title: Record<Lang, string>; body: Record<Lang, string> } {
  switch (kind) {
    case 'match_started':
      return {
        title: { en: 'Match started', bg: 'Мачът започна' },
        body: { en: `${s(p.home)} vs ${s(p.away)}`, bg: `${s(p.home)} срещу ${s(p.away)}` },
      };
    case 'match_finished':
      return p.winner
        ? {
            title: { en: `Final: ${s(p.winner)} won`, bg: `Краен резултат: ${s(p.winner)} победи` },
            body: {
              en: `${s(p.winner)} beat ${s(p.loser)} ${scored(p, 'en')}`.trim(),
              bg: `${s(p.winner)} победи ${s(p.loser)}: ${scored(p, 'bg')}`.trim(),
            },
          }
        : {
            title: { en: 'Final result', bg: 'Краен резултат' },
            body: {
              en: `${s(p.home)} ${s(p.score)} ${s(p.away)}`,
              bg: `${s(p.home)} ${s(p.score)} ${s(p.away)}`,
            },
          };
    case 'draw_published':
      return {
        title: { en: 'The draw is out', bg: 'Жребият е изтеглен' },
        body: {
          en: `${s(p.tournament)}: see who plays whom`,
          bg: `${s(p.tournament)}: вижте кой с кого играе`,
        },
      };
    case 'match_called':
      return {
        title: { en: 'Your match is called', bg: 'Вашият мач е обявен' },
        body: {
          en: `${s(p.home)} vs ${s(p.away)} · ${s(p.court)} · ${time(p.at)}`,
          bg: `${s(p.home)} срещу ${s(p.away)} · ${s(p.court)} · ${time(p.at)}`,
        },
      };
    case 'invitation':
      return {
        title: { en: 'You are invited', bg: 'Имате покана' },
        body: {
          en: `${s(p.organization)} invites you to join`,
          bg: `${s(p.organization)} ви кани да се присъедините`,
        },
      };
    case 'application_accepted':
      return {
        title: { en: 'Application accepted', bg: 'Кандидатурата е приета' },
        body: p.player
          ? {
              en: `${s(p.organization)} accepted you as a player: you can sign up for its tournaments.`,
              bg: `${s(p.organization)} ви прие за играч: можете да се записвате за турнирите му.`,
            }
          : {
              en: `${s(p.organization)} accepted you as a member.`,
              bg: `${s(p.organization)} ви прие за член.`,
            },
      };
    case 'request_answered':
      return p.status === 'accepted'
        ? {
            title: { en: 'Request accepted', bg: 'Заявката е приета' },
            body: { en: 'An admin accepted your request.', bg: 'Администратор прие заявката ви.' },
          }
        : {
            title: { en: 'Request declined', bg: 'Заявката е отхвърлена' },
            body: { en: 'An admin declined your request.', bg: 'Администратор отхвърли заявката ви.' },
          };
    case 'webhook_disabled':
      return {
        title: { en: 'Webhook switched off', bg: 'Уебкукът е изключен' },
        body: {
          en: `Every call to ${s(p.url)} failed for a day: switch it on again once it answers.`,
          bg: `Всички извиквания към ${s(p.url)} са неуспешни от ден: включете го отново, когато отговаря.`,
        },
      };
  }
}
