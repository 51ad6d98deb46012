export { ArchivePage } from './components/archive-page';
