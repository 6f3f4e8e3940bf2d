import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PROFILES, type DatasetSizes, type ProfileName } from './profiles';

/** Where a dataset lives: a PGlite data dir, or a PostgreSQL database (plus a folder for uploads and the marker). */
export interface DatasetTarget {
  kind: 'pglite' | 'postgres';
  profile: ProfileName;
  dataDir: string;
  databaseUrl?: string;
}

/** PostgreSQL needs AUTH_SECRET; the generator and the benchmarked server share this one. */
export const BENCH_AUTH_SECRET = 'bench-alacena-secret-not-for-production-0123456789';

const MARKER = 'bench-dataset.json';

export function datasetTarget(profile: ProfileName, kind: DatasetTarget['kind']): DatasetTarget {
  const suffix = profile === 'small' ? '-small' : '';
  if (kind === 'pglite') return { kind, profile, dataDir: `${process.env.BENCH_DATA_DIR ?? '.tmp/bench-data'}${suffix}` };
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) throw new Error('BENCH_DATABASE_URL no está definida');
  const url = new URL(base);
  const name = url.pathname.slice(1);
  if (!name.includes('bench')) throw new Error(`La base ${name} no contiene "bench" en su nombre: el generador la borraría`);
  url.pathname = `/${name}${suffix.replace('-', '_')}`;
  return { kind, profile, dataDir: `.tmp/bench-pg-${url.pathname.slice(1)}`, databaseUrl: url.toString() };
}

/** Whether this dataset was generated completely, with today's sizes. */
export function isGenerated(target: DatasetTarget): boolean {
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(target.dataDir, MARKER), 'utf8')) as { sizes: DatasetSizes };
    return JSON.stringify(marker.sizes) === JSON.stringify(PROFILES[target.profile]);
  } catch {
    return false;
  }
}

export function markGenerated(target: DatasetTarget, seconds: number) {
  const marker = { profile: target.profile, sizes: PROFILES[target.profile], seconds, generatedAt: new Date().toISOString() };
  fs.writeFileSync(path.join(target.dataDir, MARKER), JSON.stringify(marker, null, 2));
}

/** Empties the target: a fresh data dir and, for PostgreSQL, a dropped and recreated database. */
export async function resetTarget(target: DatasetTarget) {
  fs.rmSync(target.dataDir, { recursive: true, force: true });
  fs.mkdirSync(target.dataDir, { recursive: true });
  if (!target.databaseUrl) return;
  const url = new URL(target.databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
