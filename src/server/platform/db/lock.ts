import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite lets a second process open the same data directory without any error, which corrupts it.
 * A pid file refuses the second process; a lock left by a dead process is taken over.
 */
export function lockDataDirectory(dir: string): () => void {
  const lockPath = path.join(dir, 'alacena.lock');
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `La base de datos en ${dir} ya está abierta por otro proceso (pid ${owner}). ` +
            'Detén ese proceso o usa otro DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
