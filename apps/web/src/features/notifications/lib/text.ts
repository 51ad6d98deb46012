import type { Notification } from '@sportzone/contracts';
import type { TFunction } from 'i18next';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** "14:30" today, "Sat 22 Nov, 14:30" otherwise, in the reader's language. */
export function formatWhen(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  if (date.toDateString() === now.toDateString()) return time;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    date,
  );
  return `${day}, ${time}`;
}

/**
 * A notification's title and body in the reader's language, from its kind and params (decision 021:
 * the server stores data, never sentences).
 */
export function notificationText(
  translate: TFunction,
  n: Pick<Notification, 'kind' | 'params'>,
  locale: string,
): { title: string; body: string } {
  // the keys are built from the kind, the values are the notification's own params
  const t = translate as unknown as (key: string, options?: Record<string, string>) => string;
  const p = Object.fromEntries(Object.entries(n.params).map(([k, v]) => [k, str(v)]));
  switch (n.kind) {
    case 'match_finished':
      // how it ended when it was not played to the end: "1–0 (retired)", "by walkover"
      if (p.outcome && p.outcome !== 'played')
        p.score = t(`notifications.outcome.${p.outcome}`, { score: p.score ?? '' });
      return p.winner
        ? {
            title: t('notifications.kinds.match_finished.title', p),
            body: t('notifications.kinds.match_finished.body', p),
          }
        : {
            title: t('notifications.kinds.match_finished.titleDraw', p),
            body: t('notifications.kinds.match_finished.bodyDraw', p),
          };
    case 'match_called':
      return {
        title: t('notifications.kinds.match_called.title'),
        body: t('notifications.kinds.match_called.body', { ...p, time: formatWhen(p.at ?? '', locale) }),
      };
    case 'request_answered':
      return p.status === 'accepted'
        ? {
            title: t('notifications.kinds.request_answered.titleAccepted'),
            body: t('notifications.kinds.request_answered.bodyAccepted'),
          }
        : {
            title: t('notifications.kinds.request_answered.titleRejected'),
            body: t('notifications.kinds.request_answered.bodyRejected'),
          };
    case 'application_accepted':
      return {
        title: t('notifications.kinds.application_accepted.title'),
        body: t(`notifications.kinds.application_accepted.${p.player === 'true' ? 'bodyPlayer' : 'body'}`, p),
      };
    case 'match_started':
    case 'draw_published':
    case 'invitation':
    case 'webhook_disabled':
      return {
        title: t(`notifications.kinds.${n.kind}.title`, p),
        body: t(`notifications.kinds.${n.kind}.body`, p),
      };
  }
}
