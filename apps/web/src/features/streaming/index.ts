export { ChannelsPage } from './components/channels-page';
export { LivestreamPanel } from './components/livestream-panel';
export { LivestreamsPage } from './components/livestreams-page';
export { MyLivestreamsPage, UserStreamPage } from './components/my-streams-pages';
export { StationsPage } from './components/stations-page';
