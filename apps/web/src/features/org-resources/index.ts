export { PropertiesPage } from './components/properties-page';
export { SeasonsPage } from './components/seasons-page';
export { TeamsPage } from './components/teams-page';
export { VenuesPage } from './components/venues-page';
