import { OrganizationParams, OrganizationReport, ReportQuery } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../shared';

/** Reports of an organization (members and admins): as JSON, or as CSV to download. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/reports',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary:
          'Report (members): members and players by status, matches, results per player and team; format=csv downloads it as CSV',
        params: OrganizationParams,
        querystring: ReportQuery,
        response: {
          200: Type.Union([OrganizationReport, Type.String({ description: 'text/csv with format=csv' })]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const report = await app.organizationReports.report(request.actor, request.params.organizationId);
      if (request.query.format !== 'csv') return report;
      const name = `organization-${report.organization.id}-report-${report.generatedAt.slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .serializer((payload: unknown) => String(payload))
        .send(app.organizationReports.csv(report));
    },
  );
};

export default reportRoutes;
