import { describe, expect, it } from 'vitest';
import { YEARLY_SAVING, formatPlanAmount } from './plan-figures';

describe('plan figures', () => {
  it('shows whole amounts without cents and the yearly saving of SPEC §1', () => {
    expect(formatPlanAmount('49.00')).toBe('$49');
    expect(formatPlanAmount('490.00')).toBe('$490');
    expect(formatPlanAmount('40.83')).toBe('$40.83');
    expect(YEARLY_SAVING).toEqual({ badge: 'Ahorra 15%', perMonth: '≈ $40.83 al mes', perYear: 'Ahorras $98 al año' });
  });
});
