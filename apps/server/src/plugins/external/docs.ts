import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI built from the same TypeBox schemas that validate requests; interactive page at /api/docs. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sportzone API',
          version: app.config.version,
          description:
            'Live and archived sports results. Authenticate with a bearer access token (npm run token).',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets style attributes as sections open (as Mantine does in the app): allow inline
      // style, never inline script.
      transformStaticCSP: (header: string) =>
        header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    });
  },
  { name: 'docs', dependencies: ['config'] },
);
