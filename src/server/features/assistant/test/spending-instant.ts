/** The instant the spending tests stand at (vi.setSystemTime): Sunday 15 March 2026, 12:00 in Mexico City. */
export const SPENDING_NOW = new Date('2026-03-15T18:00:00.000Z');
/** Its last month, written out rather than computed: February 2026 in Mexico City (UTC−6). */
export const LAST_MONTH = {
  from: new Date('2026-02-01T06:00:00.000Z'),
  to: new Date('2026-03-01T06:00:00.000Z'),
  label: 'febrero de 2026',
};
