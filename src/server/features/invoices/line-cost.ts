import type { Cfdi, InvoiceLine } from '@common/invoices';
import { add, type Ratio } from '@common/ratio';
import { netOf, taxOf } from './line-figures';

/**
 * What a line cost the restaurant, in pesos (decision 041): the net amount, plus IEPS (a restaurant
 * that does not sell the taxed goods cannot credit it), plus IVA unless the restaurant credits IVA.
 */
export function costOfLine(line: InvoiceLine, invoice: Pick<Cfdi, 'exchangeRate'>, creditsIva: boolean): Ratio {
  const withIeps = add(netOf(line, invoice), taxOf(line, invoice, 'IEPS'));
  return creditsIva ? withIeps : add(withIeps, taxOf(line, invoice, 'IVA'));
}
