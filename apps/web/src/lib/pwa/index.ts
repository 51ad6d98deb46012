export { AppUpdatePrompt } from './update-prompt';
export { hasPendingScores } from './pending';
export { BUILD_ID, isNewBuild } from './build';
export { offlinePages, rememberOfflinePage, type OfflinePage } from './offline-pages';
