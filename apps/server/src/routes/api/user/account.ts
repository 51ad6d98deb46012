import {
  IdParams,
  Paged,
  Tournament,
  User,
  UserInput,
  UserListQuery,
  UserTournamentsQuery,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../../lib/http-errors';
import { errors } from '../../shared';

/** Sign-up and account writes are rate limited per client address. */
export const accountLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/* This folder: users (SPEC §4, §7), one file per part. Every call checks on the server who may do it. */

/** Sign-in, your profile and its deletion; the admins’ user search; your tournaments. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        summary:
          'The signed-in user with their channels, stations and favourite livestreams; 404 means the profile is not created yet',
        response: { 200: User, ...errors },
      },
    },
    async (request) => {
      const user = await app.access.meOrNull(request.actor);
      if (!user) throw notFound('No profile yet: create it with POST /api/user.');
      return { ...app.users.toDto(user), ...(await app.streaming.ofUser(request.actor)) };
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
      await app.access.requireAdmin(request.actor);
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
    async (request) => app.tournaments.mine(request.actor, request.query),
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
      const me = await app.access.me(request.actor);
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
      await app.access.requireAdmin(request.actor);
      await app.users.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default accountRoutes;
