import {
  Count,
  ErrorResponse,
  IdParams,
  Paged,
  SportPreferenceInput,
  RolesInput,
  Tournament,
  User,
  UserInput,
  UserListQuery,
  UserRequest,
  UserRequestInput,
  UserTournamentsQuery,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors';
import { errors, imageUploads } from '../../shared';

/** Sign-up and account writes are rate limited per client address. */
const accountLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Users (SPEC §4, §7). Every call checks on the server who may do it. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.post(
    '/login',
    {
      ...signedIn,
      config: accountLimit,
      schema: {
        tags: ['user'],
        summary: 'Record a sign-in; returns the linked user, or 404 when the profile is not created yet',
        response: { 200: User, ...errors },
      },
    },
    async (request) => {
      const user = await app.users.login(request.identity!);
      if (!user) throw notFound('No profile yet: create it with POST /api/user.');
      return app.users.toDto(user);
    },
  );

  app.get(
    '/current',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user; 404 means the profile is not created yet',
        response: { 200: User, ...errors },
      },
    },
    async (request) => {
      const user = await app.access.meOrNull(request);
      if (!user) throw notFound('No profile yet: create it with POST /api/user.');
      return app.users.toDto(user);
    },
  );

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary:
          'Search users (admins): search term over names and email, nationality filter, paging; sorted by first name',
        querystring: UserListQuery,
        response: { 200: Paged(User), ...errors },
      },
    },
    async (request) => {
      await app.access.requireAdmin(request);
      return app.users.list(request.query);
    },
  );

  app.get(
    '/tournaments',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary:
          'My tournaments: those of the organizations I own or organize, and those I am signed up to (registered or waiting) through my player or a formation or team I play in; status filter, paging. Running ones first.',
        querystring: UserTournamentsQuery,
        response: { 200: Paged(Tournament), ...errors },
      },
    },
    async (request) => app.tournaments.mine(request, request.query),
  );

  app.post(
    '/',
    {
      ...signedIn,
      config: accountLimit,
      schema: {
        tags: ['user'],
        summary: 'Create the profile of the signed-in identity (a user with id 0)',
        body: UserInput,
        response: { 201: User, ...errors },
      },
    },
    async (request, reply) => {
      const user = await app.users.create(request.identity!, request.body);
      return reply.status(201).send(app.users.toDto(user));
    },
  );

  app.patch(
    '/:id',
    {
      ...signedIn,
      config: accountLimit,
      schema: {
        tags: ['user'],
        summary: 'Update a profile: your own, or anyone as an admin',
        params: IdParams,
        body: UserInput,
        response: { 200: User, ...errors },
      },
    },
    async (request) => {
      const user = await app.users.update(request.identity!, request.params.id, request.body);
      return app.users.toDto(user);
    },
  );

  app.delete(
    '/',
    {
      ...signedIn,
      config: accountLimit,
      schema: {
        tags: ['user'],
        summary: 'Delete all of your own data: profile, picture, roles, requests; your sign-in is removed',
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const me = await app.access.me(request);
      await app.users.remove(me.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary: 'Delete a user (admins)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.access.requireAdmin(request);
      await app.users.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  // the upload takes a raw image body (and nothing else); every other route here takes JSON
  await imageUploads(app, (scope) => {
    scope.post(
      '/:id/picture',
      {
        ...signedIn,
        config: accountLimit,
        schema: {
          tags: ['user'],
          summary:
            'Upload a profile picture: raw image body with its content type (PNG, JPEG, WebP, GIF, AVIF; 8 MB)',
          params: IdParams,
          response: { 200: User, 413: ErrorResponse, 415: ErrorResponse, ...errors },
        },
      },
      async (request) => {
        const me = await app.access.me(request);
        if (me.id !== request.params.id && !me.roles.includes('Admin'))
          throw forbidden('You can only change your own picture.');
        const target = request.params.id === me.id ? me : await app.users.byId(request.params.id);
        if (!target) throw notFound('User not found.');
        const body = request.body;
        if (!Buffer.isBuffer(body))
          throw badRequest('Send the image bytes with an image/* content type.', { picture: 'is missing' });
        await app.pictures.store(target.id, body, request.headers['content-type'] ?? '');
        return app.users.toDto((await app.users.byId(target.id))!);
      },
    );
  });

  app.get(
    '/:id/picture',
    {
      schema: {
        tags: ['user'],
        summary: 'A profile picture (public; cache forever with the ?v= of pictureUrl)',
        security: [],
        params: IdParams,
        querystring: Type.Object({ v: Type.Optional(Count()) }),
      },
    },
    async (request, reply) => {
      const picture = await app.pictures.load(request.params.id);
      if (!picture) throw notFound('No picture.');
      const etag = `"${request.params.id}-${picture.updatedAt.getTime()}"`;
      reply.header('etag', etag);
      reply.header(
        'cache-control',
        request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(picture.contentType).send(picture.data);
    },
  );

  app.put(
    '/:id/update/roles',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary: 'Set the roles of a user (admins); everyone keeps User',
        params: IdParams,
        body: RolesInput,
        response: { 200: User, ...errors },
      },
    },
    async (request) => {
      const admin = await app.access.requireAdmin(request);
      return app.users.toDto(await app.users.setRoles(admin, request.params.id, request.body.roles));
    },
  );

  app.put(
    '/prefered/sport',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary: 'Sports you follow and your default sport (SPEC spelling "prefered")',
        body: SportPreferenceInput,
        response: { 200: User, ...errors },
      },
    },
    async (request) => {
      const me = await app.access.me(request);
      return app.users.toDto(await app.users.setSportPreference(me, request.body));
    },
  );

  app.post(
    '/request',
    {
      ...signedIn,
      config: accountLimit,
      schema: {
        tags: ['user'],
        summary: 'Ask the admins for organizer rights or to merge another account into yours',
        body: UserRequestInput,
        response: { 201: UserRequest, ...errors },
      },
    },
    async (request, reply) => {
      const me = await app.access.me(request);
      return reply.status(201).send(await app.userRequests.submit(me, request.body));
    },
  );

  app.get(
    '/request',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary: 'Your requests, newest first',
        response: { 200: Type.Array(UserRequest), ...errors },
      },
    },
    async (request) => app.userRequests.mine(await app.access.me(request)),
  );
};

export default userRoutes;
export const prefix = '/api/user';
