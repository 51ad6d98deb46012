export { ScoreConsolePage } from './components/console-page';
export { RallyScorePage } from './components/rally-score-page';
