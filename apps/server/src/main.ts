import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { SHUTDOWN_LIMIT_MS } from './plugins/app/lifecycle';
import { removeServerFile, writeServerFile } from './plugins/external/oidc/server-file';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildApp({ config });

  // Graceful shutdown: SIGTERM (an orchestrator, a rolling restart) drains: not ready at once, then
  // stop accepting, viewers told to reconnect elsewhere, requests in flight finished, the database
  // closed cleanly (PGlite must be closed to keep its data folder consistent). SIGINT (Ctrl-C at a
  // terminal) skips the notice. Either way the process is gone within SHUTDOWN_LIMIT_MS.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    await app.lifecycle.drain(signal === 'SIGTERM' ? config.drainNoticeMs : 0);
    removeServerFile(config);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // ${DATA_DIR}/server.json: how local tools (npm run token) reach this server while it owns the database.
  writeServerFile(app, config);
  process.on('exit', () => removeServerFile(config));
  app.log.info(`Sportzone is running at ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
