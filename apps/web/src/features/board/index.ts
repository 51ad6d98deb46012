export { BoardPage } from './components/board-page';
export { BoardCard } from './components/board-card';
