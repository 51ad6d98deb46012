/** What badminton, volleyball, table tennis and the generic rally score share. */
export * from './game.js';
export * from './apply.js';
export * from './format.js';
export * from './engine.js';
