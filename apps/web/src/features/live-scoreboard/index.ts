export { LiveMatchPage } from './components/live-match-page';
