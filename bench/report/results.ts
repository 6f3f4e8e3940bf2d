import type { DatasetTarget } from '../data/target';
import type { LoadPair, LoadSettings, ScenarioFigure } from '../http/run-http';
import type { ChatLatency } from '../realtime/chat-latency';
import type { IdleConnections } from '../realtime/idle-connections';
import type { RouteSize } from '../web/bundle-sizes';
import type { EntryPart } from '../web/entry-composition';
import type { LighthouseScore } from '../web/lighthouse';

/** Everything one `npm run bench` measured (also kept as .tmp/bench-results.json). */
export interface BenchResults {
  date: string;
  quick: boolean;
  settings: LoadSettings;
  machine: {
    cpus: number;
    model: string;
    memoryGb: number;
    node: string;
    loadBefore: number[];
    loadAfter: number[];
    /** Share of the CPU time the hypervisor took for other machines while Lighthouse ran (/proc/stat). */
    lighthouseSteal?: number;
  };
  baseline: LoadPair;
  http: ScenarioFigure[];
  realtime: Array<{ database: DatasetTarget['kind']; chat: ChatLatency; idle: IdleConnections }>;
  startup: Array<{ database: DatasetTarget['kind']; dataset: DatasetTarget['profile']; runsMs: number[] }>;
  web: { routes: RouteSize[]; composition: EntryPart[] };
  lighthouse: LighthouseScore[];
  errors: string[];
}
