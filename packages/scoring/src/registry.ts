import type { SportEngine } from './engine.js';
import type { Sport } from './types.js';
import { tennisEngine } from './sports/tennis/index.js';
import { badmintonEngine } from './sports/badminton/index.js';
import { volleyballEngine } from './sports/volleyball/index.js';
import { tableTennisEngine } from './sports/table-tennis/index.js';
import { rallyEngine } from './sports/rally/index.js';
import { snookerEngine } from './sports/snooker/index.js';
import { bowlingEngine } from './sports/bowling/index.js';

/** One engine per sport; adding a sport means adding a folder under sports/ and a line here. */
// Each engine has its own format and game types; the registry erases them (match.ts never looks inside).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const engines: Record<Sport, SportEngine<any, any>> = {
  tennis: tennisEngine,
  badminton: badmintonEngine,
  volleyball: volleyballEngine,
  'table-tennis': tableTennisEngine,
  rally: rallyEngine,
  snooker: snookerEngine,
  bowling: bowlingEngine,
};
