import { formatMoney } from '@common/money';
import { TIME_ZONE } from '../tools/periods';

/** Lower case, no accents, no punctuation, single spaces: how questions are compared. */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s.]/gu, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A quantity for reading: '3.500' → '3.5', '12.000' → '12'. */
export function quantity(value: string | number): string {
  return new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 }).format(Number(value));
}

export const money = (value: string | number | null | undefined) => formatMoney(value);

export function percent(value: string | null): string {
  if (value === null) return '—';
  const number = Number(value);
  return `${number > 0 ? '+' : ''}${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(number)}%`;
}

export function date(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(iso));
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
