import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailService, type MailService } from '../../modules/notifications/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** Email through SMTP_URL, every mail kept in the outbox (modules/notifications/mail.ts). */
export default fp(
  async function mail(app: FastifyInstance) {
    const service = createMailService({
      database: app.database,
      smtpUrl: app.config.smtpUrl,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('mail', service);
    app.addHook('onClose', async () => service.close());
  },
  { name: 'mail', dependencies: ['db', 'config'] },
);
