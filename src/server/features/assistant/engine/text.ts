import { formatMoney } from '@common/money';
import { TIME_ZONE } from '@common/calendar';
import { foldText } from '@common/text';

/** Lower case, no accents, no punctuation ("+" typed for "más"), single spaces: how questions are compared. */
export function normalizeQuestion(text: string): string {
  return foldText(text)
    .replace(/\+/g, ' mas ')
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
  return new Intl.DateTimeFormat('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Plurals that gain an accent. */
const IRREGULAR_PLURALS: Record<string, string> = { orden: 'órdenes', imagen: 'imágenes' };

function pluralOf(word: string): string {
  const irregular = IRREGULAR_PLURALS[word.toLowerCase()];
  if (irregular) return irregular;
  if (/ón$/i.test(word)) return word.replace(/ón$/i, 'ones');
  if (/z$/i.test(word)) return word.replace(/z$/i, 'ces');
  return /[aeiouáéíóú]$/i.test(word) ? `${word}s` : `${word}es`;
}

/** A count with its unit in Spanish number: '1 porción', '20 porciones', '2.5 kg' (abbreviations stay). */
export function amountOf(value: string | number, unit: string): string {
  const word = unit.trim();
  const keep = Number(value) === 1 || word.length <= 3 || word.includes('.') || /s$/i.test(word);
  return `${quantity(value)} ${keep ? word : pluralOf(word)}`;
}

/** A period's label as a complement: "en **marzo de 2026**", but "**desde el 20 de mayo de 2026**", "**el 3 de junio…**". */
export const duringPeriod = (label: string) =>
  /^(de|desde|el|hoy|ayer|antier)\b/.test(label) ? `**${label}**` : `en **${label}**`;

/** The same text opening a sentence: its first letter in capitals. */
export const sentenceStart = (text: string) =>
  text.replace(/^(\**)(\p{Letter})/u, (_, marks: string, letter: string) => marks + letter.toUpperCase());
