import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { dumpMigratedTemplate } from '../platform/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory every API test file loads a copy of (an uncompressed tar). */
    pgliteTemplate: string;
  }
}

const MIGRATIONS = path.resolve('src/server/platform/db/migrations');

/** Changes whenever a migration or the PGlite version does, so a stale template is never loaded. */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  hash.update(
    JSON.parse(fs.readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')).version,
  );
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates one in-memory PGlite and dumps it, once per set of migrations (kept in .tmp between runs).
 * The tar is stored uncompressed: loading it takes about half the time of the gzipped dump.
 */
export default async function setup(project: TestProject) {
  // sharp's native library must be loaded by the main thread before worker threads use it (glibc Linux).
  await import('sharp');
  const templatePath = path.resolve(`.tmp/test-template-${templateKey()}.tar`);
  if (!fs.existsSync(templatePath)) {
    fs.mkdirSync(path.dirname(templatePath), { recursive: true });
    const dump = await dumpMigratedTemplate();
    const partial = `${templatePath}.${process.pid}`;
    fs.writeFileSync(partial, zlib.gunzipSync(Buffer.from(await dump.arrayBuffer())));
    fs.renameSync(partial, templatePath);
    // Templates of older migrations are 40 MB each and never loaded again.
    for (const file of fs.readdirSync(path.dirname(templatePath))) {
      if (/^test-template[-.]/.test(file) && path.resolve('.tmp', file) !== templatePath)
        fs.rmSync(path.resolve('.tmp', file), { force: true });
    }
  }
  project.provide('pgliteTemplate', templatePath);
}
