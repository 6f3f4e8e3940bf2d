/**
 * Why a target was missed, as found by looking at query plans, profiles and bundle composition (see
 * docs/benchmarks.md, "Hallazgos"). Keyed by `kind:scenario:database` (or `kind:route`); a reason only
 * shows when its target is missed in a run.
 */
export const REASONS: Record<string, string> = {};
