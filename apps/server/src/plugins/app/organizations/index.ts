import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFollowsService, type FollowsService } from '../../../modules/organizations/follows';
import {
  createInvitationsService,
  type InvitationsService,
} from '../../../modules/organizations/invitations';
import {
  createOrganizationsService,
  type OrganizationsService,
} from '../../../modules/organizations/organizations';
import { createPeopleService, type PeopleService } from '../../../modules/organizations/people';
import { createPlacesService, type PlacesService } from '../../../modules/organizations/places';
import { createPublicService, type PublicService } from '../../../modules/organizations/public';
import { createReportsService, type ReportsService } from '../../../modules/organizations/reports';

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
 * Everything an organization needs before its first tournament (modules/organizations). Every service
 * method takes the actor and checks on the server who may do it: a private organization and
 * everything in it is a 404 for outsiders; writes need owner/organizer (organizers: owner) rights.
 */
export default fp(
  async function organizations(app: FastifyInstance) {
    const { database, access } = app;
    // matches and notifications are registered later: reached when called, not now
    const matches = {
      organizationChanged: (id: number) => app.matches.organizationChanged(id),
      organizationDeleting: (id: number) => app.matches.organizationDeleting(id),
    };
    const notifications = {
      notify: (...args: Parameters<typeof app.notifications.notify>) => app.notifications.notify(...args),
    };
    const orgs = createOrganizationsService({ database, access, matches });
    app.decorate('organizations', orgs);
    app.decorate('people', createPeopleService({ database, access, organizations: orgs }));
    app.decorate('places', createPlacesService({ database, access }));
    app.decorate(
      'invitations',
      createInvitationsService({
        database,
        access,
        mail: app.mail,
        notifications,
        publicUrl: app.config.publicUrl,
        log: app.log,
      }),
    );
    app.decorate('follows', createFollowsService({ database, access }));
    app.decorate('organizationReports', createReportsService({ database, access }));
    app.decorate('publicProfiles', createPublicService({ database, organizations: orgs }));
  },
  { name: 'organizations', dependencies: ['config', 'db', 'access', 'mail'] },
);
