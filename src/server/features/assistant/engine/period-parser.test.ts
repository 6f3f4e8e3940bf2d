import { describe, expect, it } from 'vitest';
import { parsePeriod, recentDays } from './period-parser';

// Monday 15 June 2026, noon in Mexico City.
const now = new Date('2026-06-15T18:00:00Z');
const day = (text: string) => `${text}T06:00:00.000Z`;
const read = (text: string) => {
  const range = parsePeriod(text, now);
  return range && [range.from.toISOString(), range.to.toISOString(), range.label];
};

describe('the period a question names', () => {
  it('a month name: the last one that has begun, or of the year it says', () => {
    expect(read('cuanto gaste en marzo')).toEqual([day('2026-03-01'), day('2026-04-01'), 'marzo de 2026']);
    expect(read('gastos de diciembre')).toEqual([day('2025-12-01'), day('2026-01-01'), 'diciembre de 2025']);
    expect(read('marzo del ano pasado')).toEqual([day('2025-03-01'), day('2025-04-01'), 'marzo de 2025']);
    expect(read('compras de mayo de 2024')).toEqual([day('2024-05-01'), day('2024-06-01'), 'mayo de 2024']);
    expect(read('y en junio')).toEqual([day('2026-06-01'), day('2026-06-16'), 'este mes (junio de 2026)']);
  });

  it('date ranges, inclusive of their last day', () => {
    expect(read('gastos del 1 al 15 de marzo')).toEqual([
      day('2026-03-01'),
      day('2026-03-16'),
      'los días del 1 al 15 de marzo de 2026',
    ]);
    expect(read('del 15 de marzo al 15 de abril')?.slice(0, 2)).toEqual([day('2026-03-15'), day('2026-04-16')]);
  });

  it('days said in words, one day, a week of a month, and from a day through today', () => {
    expect(read('del primero al quince de mayo')?.slice(0, 2)).toEqual([day('2026-05-01'), day('2026-05-16')]);
    expect(read('desde el diez de abril hasta el veinte de mayo')?.slice(0, 2)).toEqual([
      day('2026-04-10'),
      day('2026-05-21'),
    ]);
    expect(read('el treinta y uno de marzo')?.slice(0, 2)).toEqual([day('2026-03-31'), day('2026-04-01')]);
    expect(read('cuanto gaste el 3 de junio')).toEqual([day('2026-06-03'), day('2026-06-04'), 'el 3 de junio de 2026']);
    expect(read('la primera semana de junio')?.slice(0, 2)).toEqual([day('2026-06-01'), day('2026-06-08')]);
    expect(read('la ultima semana de abril')?.slice(0, 2)).toEqual([day('2026-04-24'), day('2026-05-01')]);
    expect(read('del 20 de mayo a la fecha')?.slice(0, 2)).toEqual([day('2026-05-20'), day('2026-06-16')]);
    expect(read('desde el 2 de junio')?.slice(0, 2)).toEqual([day('2026-06-02'), day('2026-06-16')]);
    expect(read('el mes antepasado')?.slice(0, 2)).toEqual([day('2026-04-01'), day('2026-05-01')]);
    // A number word that is not a day stays a word.
    expect(read('tengo dos proveedores de mayo')?.slice(0, 2)).toEqual([day('2026-05-01'), day('2026-06-01')]);
  });

  it('weeks, months, years and the last N days', () => {
    expect(read('la semana pasada')?.slice(0, 2)).toEqual([day('2026-06-08'), day('2026-06-15')]);
    expect(read('esta semana')?.slice(0, 2)).toEqual([day('2026-06-15'), day('2026-06-16')]);
    expect(read('el mes pasado')?.slice(0, 2)).toEqual([day('2026-05-01'), day('2026-06-01')]);
    expect(read('este mes')?.slice(0, 2)).toEqual([day('2026-06-01'), day('2026-06-16')]);
    expect(read('este ano')?.slice(0, 2)).toEqual([day('2026-01-01'), day('2026-06-16')]);
    expect(read('el ano pasado')?.slice(0, 2)).toEqual([day('2025-01-01'), day('2026-01-01')]);
    expect(read('en 2025')?.slice(0, 2)).toEqual([day('2025-01-01'), day('2026-01-01')]);
    expect(read('los ultimos 30 dias')?.slice(0, 2)).toEqual([day('2026-05-17'), day('2026-06-16')]);
    expect(recentDays(90, now).from.toISOString()).toBe(day('2026-03-17'));
    expect(read('y en los ultimos 90')?.slice(0, 2)).toEqual([day('2026-03-18'), day('2026-06-16')]);
    expect(read('los ultimos 3 meses')?.slice(0, 2)).toEqual([day('2026-03-15'), day('2026-06-16')]);
    expect(read('los ultimos 30 pedidos')).toBeNull();
  });

  it('two months that follow each other, and the halves of a month', () => {
    expect(read('y en abril y mayo juntos')?.slice(0, 2)).toEqual([day('2026-04-01'), day('2026-06-01')]);
    expect(read('en enero y marzo')?.slice(0, 2)).toEqual([day('2026-01-01'), day('2026-02-01')]);
    expect(read('la primera quincena de marzo')).toEqual([
      day('2026-03-01'),
      day('2026-03-16'),
      'la primera quincena de marzo de 2026',
    ]);
    expect(read('segunda quincena de febrero')?.slice(0, 2)).toEqual([day('2026-02-16'), day('2026-03-01')]);
    expect(read('esta quincena')?.slice(0, 2)).toEqual([day('2026-06-01'), day('2026-06-16')]);
  });

  it('spans of months, and from a month until today', () => {
    expect(read('gasto total entre marzo y abril')).toEqual([
      day('2026-03-01'),
      day('2026-05-01'),
      'de marzo a abril de 2026',
    ]);
    expect(read('compras de enero a marzo')?.slice(0, 2)).toEqual([day('2026-01-01'), day('2026-04-01')]);
    expect(read('de noviembre a febrero')?.slice(0, 2)).toEqual([day('2025-11-01'), day('2026-03-01')]);
    expect(read('desde abril hasta junio')?.slice(0, 2)).toEqual([day('2026-04-01'), day('2026-06-16')]);
    expect(read('cuanto llevo desde abril')).toEqual([day('2026-04-01'), day('2026-06-16'), 'desde abril de 2026']);
  });

  it('quarters and halves of the year', () => {
    expect(read('en el primer trimestre')?.slice(0, 2)).toEqual([day('2026-01-01'), day('2026-04-01')]);
    expect(read('este trimestre')?.slice(0, 2)).toEqual([day('2026-04-01'), day('2026-06-16')]);
    expect(read('el trimestre pasado')?.slice(0, 2)).toEqual([day('2026-01-01'), day('2026-04-01')]);
    expect(read('el tercer trimestre')?.slice(0, 2)).toEqual([day('2025-07-01'), day('2025-10-01')]);
    expect(read('segundo semestre de 2025')?.slice(0, 2)).toEqual([day('2025-07-01'), day('2026-01-01')]);
    expect(read('el quinto trimestre')).toBeNull();
  });

  it('yesterday, the day before and the last N weeks', () => {
    expect(read('cuanto gaste ayer')).toEqual([day('2026-06-14'), day('2026-06-15'), 'ayer']);
    expect(read('y antier')?.slice(0, 2)).toEqual([day('2026-06-13'), day('2026-06-14')]);
    expect(read('las ultimas 2 semanas')?.slice(0, 2)).toEqual([day('2026-06-02'), day('2026-06-16')]);
  });

  it('none when the question names no period', () => {
    expect(parsePeriod('cuanto jitomate tengo', now)).toBeNull();
  });
});
