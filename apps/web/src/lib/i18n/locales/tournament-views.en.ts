/** English texts: a tournament's public pages: the draw as a bracket, groups with standings and tiebreaks, the schedule, results. */
export const tournamentViewsEn = {
};
