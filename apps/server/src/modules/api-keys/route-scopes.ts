import type { ApiKeyScope } from '@sportzone/contracts';

/**
 * The calls an API key may make, and the scope each needs: everything not listed here refuses keys
 * (accounts, administration, roles and invitations, calendars, notifications, livestreams). The key's
 * organization is checked again by the services, as for a person (a key is inside its organization and
 * those below it only). `any`: any valid key (the system's own calls).
 */
type Needed = readonly ApiKeyScope[] | 'any';

const ORGANIZATION = '/api/organization/:organizationId';
const TOURNAMENT = '/api/tournament/:id';

const GET_RESULTS = [
  '/api/matches',
  ORGANIZATION,
  `${ORGANIZATION}/organizations`,
  `${ORGANIZATION}/logo`,
  `${ORGANIZATION}/members`,
  `${ORGANIZATION}/members/:memberId`,
  `${ORGANIZATION}/players`,
  `${ORGANIZATION}/teams`,
  `${ORGANIZATION}/seasons`,
  `${ORGANIZATION}/venues`,
  `${ORGANIZATION}/properties`,
  `${ORGANIZATION}/reports`,
  `${ORGANIZATION}/tournaments`,
  `${ORGANIZATION}/ranking-table`,
  `${ORGANIZATION}/rankings`,
  '/api/player/:id',
  '/api/player/:id/picture',
  '/api/team/:id',
  '/api/season/:id',
  '/api/venue/:id',
  TOURNAMENT,
  `${TOURNAMENT}/entries`,
  `${TOURNAMENT}/stages`,
  `${TOURNAMENT}/schedule`,
  `${TOURNAMENT}/audit`,
  // exports (decision 045): the players' file needs the key's own organization (the service checks it)
  `${ORGANIZATION}/exports/matches.csv`,
  `${ORGANIZATION}/exports/players.csv`,
  `${TOURNAMENT}/standings.csv`,
  `${TOURNAMENT}/entries.csv`,
  `${TOURNAMENT}/results.json`,
  '/api/public/players/:id',
  '/api/public/members/:id',
  '/api/public/entities/:id',
  '/api/public/players/:id/results',
  '/api/public/members/:id/results',
  '/api/public/entities/:id/results',
  '/api/public/organizations/:id',
];

const MANAGE_TOURNAMENTS = [
  `POST ${ORGANIZATION}/tournaments`,
  `PATCH ${TOURNAMENT}`,
  `DELETE ${TOURNAMENT}`,
  `POST ${TOURNAMENT}/entries`,
  `POST ${TOURNAMENT}/entries/:entryId/withdraw`,
  `POST ${TOURNAMENT}/entries/:entryId/check-in`,
  `PUT ${TOURNAMENT}/seeds`,
  `PUT ${TOURNAMENT}/stages`,
  `POST ${TOURNAMENT}/draw`,
  `POST ${TOURNAMENT}/schedule`,
  `POST ${TOURNAMENT}/matches/:matchId/result`,
  `GET ${TOURNAMENT}/matches/:matchId/correction`,
  `POST ${TOURNAMENT}/matches/:matchId/correction`,
  `PUT ${ORGANIZATION}/ranking-table`,
  `POST ${TOURNAMENT}/imports/entries/preview`,
  `POST ${TOURNAMENT}/imports/entries`,
];

const MANAGE_PEOPLE = [
  `POST ${ORGANIZATION}/players`,
  `POST ${ORGANIZATION}/imports/players/preview`,
  `POST ${ORGANIZATION}/imports/players`,
  'PATCH /api/player/:id',
  'DELETE /api/player/:id',
  'POST /api/player/:id/picture',
  `POST ${ORGANIZATION}/teams`,
  'PATCH /api/team/:id',
  'DELETE /api/team/:id',
  'PUT /api/team/:id/players/:playerId',
  'DELETE /api/team/:id/players/:playerId',
  `POST ${ORGANIZATION}/seasons`,
  'PATCH /api/season/:id',
  'DELETE /api/season/:id',
  `POST ${ORGANIZATION}/venues`,
  'PATCH /api/venue/:id',
  'DELETE /api/venue/:id',
];

export const ROUTE_SCOPES: ReadonlyMap<string, Needed> = new Map<string, Needed>([
  ['GET /api/health', 'any'],
  ['GET /api/ready', 'any'],
  ['GET /api/config', 'any'],
  ...GET_RESULTS.map((url): [string, Needed] => [`GET ${url}`, ['results:read']]),
  // a scorer reads the match it scores: its seq and score
  ['GET /api/matches/:id', ['results:read', 'scores:write']],
  ['GET /api/matches/:id/events', ['results:read', 'scores:write']],
  ['POST /api/matches/:id/events', ['scores:write']],
  ...MANAGE_TOURNAMENTS.map((route): [string, Needed] => [route, ['tournaments:manage']]),
  ...MANAGE_PEOPLE.map((route): [string, Needed] => [route, ['people:manage']]),
]);

/** The scopes of which a key needs one for this route (`GET /api/matches/:id`); undefined: keys are refused. */
export function scopeFor(method: string, url: string): Needed | undefined {
  return ROUTE_SCOPES.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}
