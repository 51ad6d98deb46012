/** English texts: an organization's tournaments: the list, a new tournament, sign-ups, the structure and draw, the schedule, results, properties and rankings. */
export const tournamentManageEn = {
};
