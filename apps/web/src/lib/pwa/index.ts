export { AppUpdatePrompt } from './update-prompt';
export { hasPendingScores } from './pending';
export { BUILD_ID, isNewBuild } from './build';
