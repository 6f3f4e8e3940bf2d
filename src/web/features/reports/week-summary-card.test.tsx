import { screen, within } from '@testing-library/react';
import { MemoryRouter } from '@web/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeekSummary } from '@common/reports';
import { renderWithApp, stubApi } from '@web/test/render';
import { WeekSummaryCard } from './week-summary-card';

const week = (foodCost: WeekSummary['foodCost']): WeekSummary => ({
  range: { from: '2026-11-23T06:00:00.000Z', to: '2026-11-30T06:00:00.000Z', label: 'esta semana' },
  spend: '1430.5',
  waste: '77.6',
  foodCost,
});

const show = (summary: WeekSummary) => {
  const calls = stubApi({ 'GET /api/reports/week': { status: 200, body: summary } });
  renderWithApp(
    <MemoryRouter>
      <WeekSummaryCard />
    </MemoryRouter>,
  );
  return calls;
};

const linkOf = (figure: HTMLElement) => figure.closest('a')?.getAttribute('href');

afterEach(() => void vi.unstubAllGlobals());

describe('WeekSummaryCard', () => {
  it('shows the week’s spend, waste and actual food cost, each linking to its report this week', async () => {
    show(week({ kind: 'actual', percent: '31.4' }));
    const spend = await screen.findByTestId('week-spend');
    expect(spend.textContent).toBe('$1,430.50');
    expect(linkOf(spend)).toBe('/reportes?periodo=this_week#gasto-periodo');
    expect(linkOf(screen.getByTestId('week-waste'))).toBe('/reportes?periodo=this_week#merma');
    const foodCost = screen.getByTestId('week-food-cost');
    expect(foodCost.textContent).toBe('31.4 %');
    expect(linkOf(foodCost)).toBe('/reportes?periodo=this_week#costo-recetas');
    expect(screen.getByText('Costo de alimentos (real)')).toBeTruthy();
  });

  it('says the food cost is the recipes’ theoretical average when the week had no sales, and when there is none', async () => {
    show(week({ kind: 'theoretical', percent: '28.0' }));
    const term = await screen.findByText('Costo de alimentos (teórico, promedio de recetas)');
    const figure = within(term.parentElement!).getByTestId('week-food-cost');
    expect(figure.textContent).toContain('28.0 %');
  });

  it('says "Sin datos" without sales or recipes with a price', async () => {
    show(week({ kind: 'theoretical', percent: null }));
    expect((await screen.findByTestId('week-food-cost')).textContent).toContain('Sin datos');
  });
});
