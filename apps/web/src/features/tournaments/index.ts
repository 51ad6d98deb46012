export { TournamentViewsPage } from './components/views/tournament-views-page';
export { TournamentResultsPage } from './components/views/results-page';
export { OrganizationTournaments } from './components/views/organization-tournaments';
