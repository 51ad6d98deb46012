import {
  ChannelList,
  FavouriteList,
  LivestreamIdParams,
  LivestreamListQuery,
  LivestreamPage,
  StationList,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/** The signed-in user's channels, stations, livestreams and favourite livestreams (SPEC §7). */
const userStreamingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/channel',
    {
      ...signedIn,
      schema: {
        tags: ['livestream'],
        summary: 'My channels and those of the organizations I organize (stream keys are never in it)',
        response: { 200: ChannelList, ...errors },
      },
    },
    async (request) => app.streaming.myChannels(request.actor),
  );

  app.get(
    '/station',
    {
      ...signedIn,
      schema: {
        tags: ['livestream'],
        summary: 'The stations, with their cameras, of the organizations I organize',
        response: { 200: StationList, ...errors },
      },
    },
    async (request) => app.streaming.myStations(request.actor),
  );

  app.get(
    '/livestream',
    {
      ...signedIn,
      schema: {
        tags: ['livestream'],
        summary: 'The livestreams of my channels and my organizations\u2019 channels, newest first',
        querystring: LivestreamListQuery,
        response: { 200: LivestreamPage, ...errors },
      },
    },
    async (request) => app.streaming.mine(request.actor, request.query),
  );

  app.get(
    '/livestream/favourite',
    {
      ...signedIn,
      schema: {
        tags: ['livestream'],
        summary: 'My favourite livestreams, newest first by start time',
        response: { 200: FavouriteList, ...errors },
      },
    },
    async (request) => app.streaming.favourites(request.actor),
  );

  app.put(
    '/livestream/favourite/:livestreamId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'Add a livestream to my favourites',
        params: LivestreamIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.streaming.addFavourite(request.actor, request.params.livestreamId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/livestream/favourite/:livestreamId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'Remove a livestream from my favourites',
        params: LivestreamIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.streaming.removeFavourite(request.actor, request.params.livestreamId);
      return reply.status(204).send(null);
    },
  );
};

export default userStreamingRoutes;
