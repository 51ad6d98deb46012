/* eslint-disable no-restricted-imports -- the views sit one folder deeper than the feature's components
   (components/views/), so its api and lib are two levels up; this file is the one place they come from. */
export * from '../../api/views';
export * from '../../lib/views-bracket';
export * from '../../lib/views-results';
export * from '../../lib/views-schedule';
export * from '../../lib/status';
