import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
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

  // Graceful shutdown: stop accepting, finish in-flight requests, close the database cleanly
  // (PGlite must be closed to keep its data folder consistent).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
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
