import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '@common/reports';
import { PeriodPicker } from './period-picker';

describe('PeriodPicker', () => {
  it('changes to a named period at once', async () => {
    const onChange = vi.fn();
    render(<PeriodPicker value={{ period: 'this_month' }} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Periodo'), 'Mes pasado');
    expect(onChange).toHaveBeenCalledWith({ period: 'last_month' });
    expect(screen.queryByLabelText('Desde')).toBeNull();
  });

  it('takes a custom range only when it is whole and in order, with the API’s Spanish messages', async () => {
    const onChange = vi.fn();
    render(<PeriodPicker value={{ period: 'this_week' }} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Periodo'), 'Otro rango');
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(REPORT_MESSAGES.rangeNeeded)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Desde'), '2026-03-10');
    await userEvent.type(screen.getByLabelText('Hasta'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(REPORT_MESSAGES.rangeOrder)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Hasta'));
    await userEvent.type(screen.getByLabelText('Hasta'), '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onChange).toHaveBeenCalledWith({ period: 'custom', from: '2026-03-10', to: '2026-03-31' });
    expect(screen.queryByText(REPORT_MESSAGES.rangeOrder)).toBeNull();
  });
});
