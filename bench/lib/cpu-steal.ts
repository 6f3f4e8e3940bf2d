import fs from 'node:fs';

export interface CpuCounters {
  steal: number;
  total: number;
}

/**
 * The machine's CPU time counters from /proc/stat (all cores): `steal` is time the hypervisor gave to other
 * machines while this one wanted to run. Null where there is no /proc/stat.
 */
export function cpuCounters(): CpuCounters | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal; guest time is already counted in user and nice.
    const counted = fields.slice(0, 8);
    return { steal: counted[7] ?? 0, total: counted.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** The share of CPU time stolen between two readings (0–1), or null when either is missing. */
export function stealShare(before: CpuCounters | null, after: CpuCounters | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}
