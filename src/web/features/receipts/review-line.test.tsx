import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DraftLine, ReviewProduct } from './review-draft';
import { ReviewLine } from './review-line';

const tomato: ReviewProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Jitomate saladet',
  unit: 'kg',
  packs: [{ name: 'Caja', quantity: '25.000', unit: 'kg' }],
};

function Row({ start }: { start: DraftLine }) {
  const [line, setLine] = useState(start);
  return (
    <table>
      <tbody>
        <ReviewLine line={line} products={[tomato]} onChange={(patch) => setLine({ ...line, ...patch })} />
      </tbody>
    </table>
  );
}

const line = (unit: string, productId = tomato.id): DraftLine => ({
  key: 0,
  included: true,
  name: 'JITOMATE',
  quantity: '2',
  unit,
  unitPrice: '500.00',
  productId,
  confidence: 0.9,
});

describe('the unit of a reviewed line', () => {
  it("offers the product's units with the receipt's preselected, and what the stock gains", async () => {
    render(<Row start={line('cajas')} />);
    const unit = screen.getByLabelText('Unidad de JITOMATE');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Caja (25 kg)');
    expect((unit as HTMLSelectElement).value).toBe('Caja');
    expect(screen.getByText('Suma 50 kg al stock')).toBeTruthy();
    await userEvent.selectOptions(unit, 'kg');
    expect(screen.queryByText(/al stock/)).toBeNull();
  });

  it('says why a unit does not convert until another is picked', async () => {
    render(<Row start={line('pza')} />);
    const unit = screen.getByLabelText('Unidad de JITOMATE');
    expect(unit.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/No se puede convertir pza a kg en «Jitomate saladet»/)).toBeTruthy();
    await userEvent.selectOptions(unit, 'Caja');
    expect(screen.queryByText(/No se puede convertir/)).toBeNull();
    expect(screen.getByText('Suma 50 kg al stock')).toBeTruthy();
  });

  it('takes any unit for a new product', async () => {
    render(<Row start={line('costal', '')} />);
    const unit = screen.getByLabelText('Unidad de JITOMATE');
    await userEvent.clear(unit);
    await userEvent.type(unit, 'bulto');
    expect((unit as HTMLInputElement).value).toBe('bulto');
  });
});
