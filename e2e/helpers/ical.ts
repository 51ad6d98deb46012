import ICAL from 'ical.js';

/** A feed's text read by a real iCal parser (ical.js): the calendar and its events. */
export function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events };
}

/** The UID a match has in every feed of this server. */
export const matchUid = (serverUrl: string, matchId: number) => `match-${matchId}@${new URL(serverUrl).host}`;
