export { MyMatchesPage, OrgMatchesPage } from './components/matches-page';
