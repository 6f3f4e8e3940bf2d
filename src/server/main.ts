import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { grantAdminByEmail } from './features/accounts/service';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { logSerializers } from './platform/log-serializers';
import { loadOrCreateSecret } from './platform/secret';
import { createStorage } from './platform/storage/create-storage';
import { seedDemoData } from './seed/demo';
import { startupBanner } from './startup-banner';

const webRoot = fileURLToPath(new URL(process.env.ALACENA_WEB_ROOT ?? '../web', import.meta.url));

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    authSecret: config.AUTH_SECRET ?? loadOrCreateSecret(config.dataDir),
    storage: await createStorage(config),
    logger: { level: config.LOG_LEVEL, serializers: logSerializers },
    webRoot,
  });

  const seeded = config.SEED_DEMO ? await seedDemoData(app) : false;
  await grantAdminByEmail(database.db, config.ADMIN_EMAILS);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(startupBanner(config, url, seeded));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
