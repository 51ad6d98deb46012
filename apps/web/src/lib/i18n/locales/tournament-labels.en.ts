/** English texts: names of a draw's rounds, phases, groups and not-yet-known sides, shared by every page that shows a tournament match. */
export const tournamentLabelsEn = {
};
