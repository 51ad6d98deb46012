/** English texts: the export menus (CSV and JSON files of results, standings, entries and players). */
export const exportsEn = {
  button: 'Export',
  menuLabel: 'Download a file',
  matches: 'Results (CSV)',
  standings: 'Standings (CSV)',
  entries: 'Entries and placings (CSV)',
  results: 'Full results (JSON)',
  players: 'Players (CSV)',
  done: 'The file is downloaded.',
};
