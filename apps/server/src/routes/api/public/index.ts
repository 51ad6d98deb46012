import {
  ErrorResponse,
  IdParams,
  Paged,
  ProfileMatch,
  ProfileResultsQuery,
  PublicEntity,
  PublicMember,
  PublicOrganization,
  PublicPlayer,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const errors = { 400: ErrorResponse, 404: ErrorResponse };

/**
 * Public profiles, no sign-in (SPEC §2 /public/…/profile): only people and entities of public and
 * unlisted organizations, with their live and recent public matches.
 */
const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'public, max-age=30');

  app.get(
    '/players/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'A player\u2019s public profile',
        security: [],
        params: IdParams,
        response: { 200: PublicPlayer, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await app.publicProfiles.player(request.params.id);
      cache(reply);
      return profile;
    },
  );

  app.get(
    '/members/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'A member\u2019s public profile',
        security: [],
        params: IdParams,
        response: { 200: PublicMember, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await app.publicProfiles.member(request.params.id);
      cache(reply);
      return profile;
    },
  );

  app.get(
    '/entities/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'A team\u2019s or formation\u2019s public profile',
        security: [],
        params: IdParams,
        response: { 200: PublicEntity, ...errors },
      },
    },
    async (request, reply) => {
      const profile = await app.publicProfiles.entity(request.params.id);
      cache(reply);
      return profile;
    },
  );

  // the whole results history of a profile, a page at a time
  for (const [path, kind, whose] of [
    ['players', 'player', 'player\u2019s'],
    ['members', 'member', 'member\u2019s'],
    ['entities', 'entity', 'team\u2019s or formation\u2019s'],
  ] as const) {
    app.get(
      `/${path}/:id/results`,
      {
        schema: {
          tags: ['public'],
          summary: `A ${whose} finished public matches, newest first (results history)`,
          security: [],
          params: IdParams,
          querystring: ProfileResultsQuery,
          response: { 200: Paged(ProfileMatch), ...errors },
        },
      },
      async (request, reply) => {
        const page = await app.publicProfiles.results(kind, request.params.id, request.query);
        cache(reply);
        return page;
      },
    );
  }

  app.get(
    '/organizations/:id',
    {
      schema: {
        tags: ['public'],
        summary:
          'An organization\u2019s public page: the organization, its public sub-organizations, counts, live and recent matches',
        security: [],
        params: IdParams,
        response: { 200: PublicOrganization, ...errors },
      },
    },
    async (request) => app.publicProfiles.organization(request.actor, request.params.id),
  );
};

export default publicRoutes;
