import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFollowsService, type FollowsService } from './follows';
import { createInvitationsService, type InvitationsService } from './invitations';
import { createOrganizationsService, type OrganizationsService } from './organizations';
import { createPeopleService, type PeopleService } from './people';
import { createPlacesService, type PlacesService } from './places';
import { createPublicService, type PublicService } from './public';
import { createReportsService, type ReportsService } from './reports';

declare module 'fastify' {
  interface FastifyInstance {
    /** organizations, sub-organizations, logos and roles */
    organizations: OrganizationsService;
    /** members, players, teams and formations, custom properties */
    people: PeopleService;
    /** venues with playing spaces, seasons */
    places: PlacesService;
    /** invitations and applications */
    invitations: InvitationsService;
    follows: FollowsService;
    organizationReports: ReportsService;
    publicProfiles: PublicService;
  }
}

/**
 * Everything an organization needs before its first tournament. Every service method takes the
 * request and checks on the server who may do it (plugins/app/access.ts): a private organization and
 * everything in it is a 404 for outsiders; writes need owner/organizer (organizers: owner) rights.
 */
export default fp(
  async function organizations(app: FastifyInstance) {
    const orgs = createOrganizationsService(app);
    app.decorate('organizations', orgs);
    app.decorate('people', createPeopleService(app, orgs));
    app.decorate('places', createPlacesService(app));
    app.decorate('invitations', createInvitationsService(app));
    app.decorate('follows', createFollowsService(app));
    app.decorate('organizationReports', createReportsService(app));
    app.decorate('publicProfiles', createPublicService(app, orgs));
  },
  { name: 'organizations', dependencies: ['db', 'access', 'mail'] },
);
