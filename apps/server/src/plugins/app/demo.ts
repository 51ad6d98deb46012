import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, createDemoAccounts } from '../../modules/demo/demo-accounts';
import { DEMO_ORGANIZATIONS, createDemoOrganizations } from '../../modules/demo/demo-organizations';

/**
 * Demo data on a first start (DEMO_DATA, embedded sign-in only): the demo accounts and organizations
 * of modules/demo (the demo matches are the simulator's, the demo tournaments the tournaments').
 */
export default fp(
  async function demo(app: FastifyInstance) {
    if (!app.config.demoData || !app.embeddedIssuer) return;
    if (await createDemoAccounts(app)) {
      app.log.info(
        { accounts: DEMO_ACCOUNTS.map((a) => a.email), password: DEMO_PASSWORD },
        'demo accounts created (DEMO_DATA=false turns this off)',
      );
    }
    if (await createDemoOrganizations(app)) {
      app.log.info(
        { organizations: Object.values(DEMO_ORGANIZATIONS) },
        'demo organizations created (DEMO_DATA=false turns this off)',
      );
    }
  },
  { name: 'demo', dependencies: ['db', 'oidc-issuer'] },
);
