import type { FastifyInstance } from 'fastify';
import cameraRoutes, { prefix as cameraPrefix } from '../camera/index';
import channelRoutes, { prefix as channelPrefix } from '../channel/index';
import stationRoutes, { prefix as stationPrefix } from '../station/index';
import userStreamingRoutes, { prefix as userStreamingPrefix } from '../user/streaming';
import livestreamRoutes, { prefix as livestreamPrefix } from './index';

/** The livestreaming routes (decision 019): channels, stations, cameras, livestreams, the user's lists. */
export async function registerStreamingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(channelRoutes, { prefix: channelPrefix });
  await app.register(stationRoutes, { prefix: stationPrefix });
  await app.register(cameraRoutes, { prefix: cameraPrefix });
  await app.register(livestreamRoutes, { prefix: livestreamPrefix });
  await app.register(userStreamingRoutes, { prefix: userStreamingPrefix });
}
