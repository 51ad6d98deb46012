import { SportPreferenceInput, User } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../shared';

/** Your sports and the one you start with. */
const sportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

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
      const me = await app.access.me(request.actor);
      return app.users.toDto(await app.users.setSportPreference(me, request.body));
    },
  );
};

export default sportRoutes;
