import { grantAdminByEmail } from '../features/accounts/service';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/client';

/** `npm run admin -- grant <email>`: makes an existing account an admin. */
async function main() {
  const [command, email] = process.argv.slice(2);
  if (command !== 'grant' || !email) {
    console.error('Uso: npm run admin -- grant <correo>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
  try {
    const granted = await grantAdminByEmail(database.db, [email.trim().toLowerCase()]);
    if (granted.length === 0) {
      console.error(`No existe una cuenta con el correo ${email}. Regístrala primero.`);
      process.exitCode = 1;
    } else {
      console.log(`${granted[0]} ahora es administrador.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
