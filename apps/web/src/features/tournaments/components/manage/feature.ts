/* eslint-disable no-restricted-imports -- the organizer's pages sit one folder deeper than the feature's
   components (components/manage/), so its api and lib are two levels up; this file is the one place they
   come from (as components/views/feature.ts does for the public views). */
export * from '../../api/manage';
export * from '../../lib/manage-paths';
export * from '../../lib/manage-stages';
export * from '../../lib/manage-steps';
export * from '../../lib/manage-seeds';
export * from '../../lib/status';
