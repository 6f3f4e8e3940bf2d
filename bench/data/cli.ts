/**
 * `npm run bench:data [-- --profile small|large]` builds a dataset (generate.ts): a fresh PGlite data
 * dir (.tmp/bench-data, or BENCH_DATA_DIR) or, with BENCH_DATABASE_URL, a recreated PostgreSQL database.
 * `npm run bench:data -- --compare` instead times the reads that could grow with the data on the small
 * and the large dataset of each database (compare.ts), generating whichever is missing.
 */
import { compareDatasets } from './compare';
import { generateDataset } from './generate';
import { PROFILES, type ProfileName } from './profiles';
import { datasetTarget } from './target';

const flag = process.argv.indexOf('--profile');
const profile = (flag >= 0 ? process.argv[flag + 1] : 'large') as ProfileName;
if (!(profile in PROFILES)) throw new Error(`Perfil desconocido: ${profile} (small o large)`);
const work = process.argv.includes('--compare')
  ? compareDatasets(console.log, Number(process.env.BENCH_COMPARE_RUNS ?? 100))
  : generateDataset(datasetTarget(profile, process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'), console.log);
work.catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
