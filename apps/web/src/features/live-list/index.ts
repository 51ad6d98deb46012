export { LiveListPage } from './components/live-list-page';
