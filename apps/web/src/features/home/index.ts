export { Hero, HeroStats } from './components/hero';
export { HowItWorks } from './components/how-it-works';
export { JoinCallout } from './components/join-callout';
export { LiveNow } from './components/live-now';
export { SportsGrid } from './components/sports-grid';
