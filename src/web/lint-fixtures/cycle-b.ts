// Lint fixture (decision 025): the other half of the cycle.
import { cycleA } from './cycle-a';

export const cycleB = (): string => `b${cycleA.length}`;
