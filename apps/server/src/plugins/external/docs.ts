import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scopeFor } from '../../modules/api-keys/route-scopes';

/** OpenAPI built from the same TypeBox schemas that validate requests; interactive page at /api/docs. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      // Shared schemas are named by their `$id`, not numbered in the order routes first use them, so the
      // document does not change when a route folder is added (routes load in URL order, decision 038).
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
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
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'szk_…',
              description:
                'An organization\u2019s API key (its owners and organizers make them): only on the operations that name it, within its scopes, inside its organization',
            },
          },
        },
        security: [{ bearer: [] }],
      },
    });
    // The operations an organization's API key may call name the scheme and the scopes (route-scopes.ts).
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || !route.schema) return;
      for (const method of [route.method].flat()) {
        const needed = method === 'HEAD' ? undefined : scopeFor(method, route.url);
        if (needed === undefined || needed === 'any') continue;
        const schema = route.schema as { security?: unknown[]; description?: string };
        const open = Array.isArray(schema.security) && schema.security.length === 0;
        schema.security = open ? [{}, { apiKey: [] }] : [{ bearer: [] }, { apiKey: [] }];
        const note = `API key scope: ${needed.join(' or ')}.`;
        if (schema.description?.includes(note)) continue;
        schema.description = schema.description ? `${schema.description} ${note}` : note;
      }
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
