// Lint fixture (decision 025): half of an import cycle that `import-x/no-cycle` must report.
import { cycleB } from './cycle-b';

export const cycleA = (): string => `a${cycleB.length}`;
