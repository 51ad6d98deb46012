export * from './common';
export * from './user';
export * from './config';
export * from './countries';
export * from './sports';
export * from './matches';
export * from './live';
export * from './organizations';
