/** What the measurements led to (causes found, fixes made), repeated in every report. */
export const FINDINGS: string[] = [];
