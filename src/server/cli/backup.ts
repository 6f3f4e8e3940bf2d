import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { loadConfig } from '../platform/config';
import { lockDataDirectory } from '../platform/db/lock';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`.
 * PGlite (the default): a gzip tarball of the data directory, taken with the server stopped (the
 * data-directory lock refuses to run next to it). PostgreSQL: pg_dump's custom format and pg_restore.
 */
async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Uso: npm run backup -- <archivo>   |   npm run restore -- <archivo>');
    process.exit(2);
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    if (command === 'backup')
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.DATABASE_URL], {
        stdio: 'inherit',
      });
    else
      execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${config.DATABASE_URL}`, file], {
        stdio: 'inherit',
      });
    console.log(command === 'backup' ? `Respaldo guardado en ${file}` : `Base de datos restaurada desde ${file}`);
    return;
  }
  const unlock = lockDataDirectory(config.dataDir);
  const dir = path.join(config.dataDir, 'db');
  try {
    if (command === 'backup') {
      const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
      const dump = await client.dumpDataDir('gzip');
      await client.close();
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      console.log(`Respaldo guardado en ${file}`);
    } else {
      const blob = new Blob([fs.readFileSync(file)]);
      const staging = `${dir}.restoring`;
      fs.rmSync(staging, { recursive: true, force: true });
      const client = await PGlite.create({ dataDir: staging, loadDataDir: blob, extensions: { pg_trgm } });
      await client.query('select 1');
      await client.close();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(staging, dir);
      console.log(`Base de datos restaurada desde ${file}`);
    }
  } finally {
    unlock();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
