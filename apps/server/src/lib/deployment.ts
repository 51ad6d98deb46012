import { randomBytes } from 'node:crypto';
import { getOrInitSetting, type DbOrTx } from '@sportzone/db';

/**
 * Names this deployment's Redis keys and channels: a random id kept in the database, so every instance
 * on one database shares it whatever Redis URL it uses, and other deployments on the same Redis (or
 * test runs) stay apart.
 */
export const deploymentNamespace = (db: DbOrTx): Promise<string> =>
  getOrInitSetting(db, 'live.namespace', () => randomBytes(9).toString('hex'));
