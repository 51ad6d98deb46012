import type { Organization, PagedResult, Player } from '@sportzone/contracts';
import type { Browser } from 'playwright-core';
import { signIn, storedToken } from './auth';
import { DESKTOP, openPage } from './browser';

/** A JSON call to the running server as the holder of `token`; a non-2xx answer throws with its body. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs `email` in through the real provider in a throw-away context and returns the access token. */
export async function tokenOf(browser: Browser, baseUrl: string, email: string): Promise<string> {
  const { page, context } = await openPage(browser, DESKTOP);
  await signIn(page, baseUrl, email);
  const token = await storedToken(page);
  await context.close();
  if (!token) throw new Error(`no token for ${email}`);
  return token;
}

/** The demo organizer's club, "Sofia Racquet Club" (the seed makes it; a test of the club's pages starts here). */
export async function demoClub(baseUrl: string, organizerToken: string): Promise<Organization> {
  const mine = await apiCall<PagedResult<Organization>>(
    baseUrl,
    organizerToken,
    'GET',
    '/api/organization/mine?pageSize=100',
  );
  const club = mine.items.find((o) => o.name === 'Sofia Racquet Club');
  if (!club) throw new Error('the demo club "Sofia Racquet Club" is missing');
  return club;
}

/** Eight Bulgarian names for the entries a test makes (take the first n). */
export const PLAYER_NAMES = [
  'Ivan Ivanov',
  'Petar Petrov',
  'Georgi Georgiev',
  'Dimitar Dimitrov',
  'Nikolay Nikolov',
  'Stoyan Stoyanov',
  'Todor Todorov',
  'Vasil Vasilev',
];

/**
 * A badminton tournament of `club` with a player made and entered for each name, in the order given,
 * formatted as two groups then a knockout of each group's top two; not drawn.
 */
export async function groupsThenKnockout(
  baseUrl: string,
  organizerToken: string,
  club: Organization,
  name: string,
  names: string[],
): Promise<{ id: number }> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(baseUrl, organizerToken, method, path, body);
  const tour = await call<{ id: number }>('POST', `/api/organization/${club.id}/tournaments`, {
    name,
    sport: 'badminton',
  });
  for (const entrant of names) {
    const [firstName, lastName] = entrant.split(' ');
    const p = await call<Player>('POST', `/api/organization/${club.id}/players`, { firstName, lastName });
    await call('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
  }
  await call('PUT', `/api/tournament/${tour.id}/stages`, {
    stages: [
      { name: 'Groups', type: 'round_robin', options: { groups: 2 } },
      { name: 'Knockout', type: 'single_elimination', qualifiersPerGroup: 2 },
    ],
  });
  return tour;
}
