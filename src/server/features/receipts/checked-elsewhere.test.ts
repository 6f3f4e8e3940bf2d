import type { ReceiptReading, ReceiptReadingItem } from '@common/receipts';
import { describe, expect, it } from 'vitest';
import { withItemsCheckedElsewhere } from './checked-elsewhere';

const item = (name: string, quantity: string, total: string, confidence: number): ReceiptReadingItem => ({
  name,
  quantity,
  unit: 'kg',
  unitPrice: '10.00',
  total,
  confidence,
});
const reading = (items: ReceiptReadingItem[], total: string | null = null): ReceiptReading => ({
  supplier: 'ABARROTES LUPITA',
  date: '2025-05-02',
  total,
  text: '',
  items,
});

describe('withItemsCheckedElsewhere', () => {
  it('takes a line whose numbers did not add up from another reading where they did', () => {
    const surest = reading([item('Papa Blanca', '2', '20.00', 0.95), item('Cebolla Blanca', '1.5', '75.00', 0.33)]);
    const other = reading([item('Papa Bianca', '2', '26.00', 0.9), item('Cebolia Blanca', '1.5', '15.00', 0.9)]);
    expect(withItemsCheckedElsewhere(surest, [other]).items.map(({ quantity, total }) => [quantity, total])).toEqual([
      ['2', '20.00'],
      ['1.5', '15.00'],
    ]);
  });

  it('keeps the better spelled of the two names for the line it takes (decision 110)', () => {
    const names = (kept: string, checked: string) =>
      withItemsCheckedElsewhere(reading([item(kept, '1.5', '75.00', 0.33)]), [
        reading([item(checked, '1.5', '15.00', 0.9)]),
      ]).items.map(({ name, total }) => [name, total]);
    expect(names('Cebolla Blanca', 'Cebolia Blanca')).toEqual([['Cebolla Blanca', '15.00']]);
    expect(names('Frijcl Negro', 'Frijol Negro')).toEqual([['Frijol Negro', '15.00']]);
    expect(names('Aguacate Hass', 'Aguacate Hass')).toEqual([['Aguacate Hass', '15.00']]);
  });

  it('keeps the line when no other reading checked a line of a like name, and uses a checked line once', () => {
    const surest = reading([item('Azucar', '3', '80.00', 0.3), item('Azucar', '3', '80.00', 0.3)]);
    const other = reading([item('Azucar', '3', '30.00', 0.9), item('Arroz', '8', '80.00', 0.9)]);
    const unsure = reading([item('Azucar', '3', '31.00', 0.4)]);
    expect(withItemsCheckedElsewhere(surest, [other, unsure]).items.map(({ total }) => total)).toEqual([
      '30.00',
      '80.00',
    ]);
  });

  it('takes a line the surest reading lost from another reading when it fills the gap to the TOTAL', () => {
    const surest = reading([item('Papa Blanca', '2', '20.00', 0.95), item('Arroz', '8', '80.00', 0.9)], '143.40');
    const other = reading([
      item('Papa Bianca', '2', '20.00', 0.9),
      item('Pan Bolillo', '8', '43.40', 0.85),
      item('Arroz', '8', '80.00', 0.9),
    ]);
    expect(withItemsCheckedElsewhere(surest, [other]).items.map(({ name }) => name)).toEqual([
      'Papa Blanca',
      'Pan Bolillo',
      'Arroz',
    ]);
  });

  it('adds no line when none fills the gap exactly, when two could, or when it was not checked; a pair may fill it', () => {
    const surest = reading([item('Papa Blanca', '2', '20.00', 0.95)], '60.00');
    const names = (others: ReceiptReading[]) => withItemsCheckedElsewhere(surest, others).items.map(({ name }) => name);
    expect(names([reading([item('Arroz', '4', '40.01', 0.9)])])).toEqual(['Papa Blanca']);
    expect(names([reading([item('Arroz', '4', '40.00', 0.9), item('Frijol', '4', '40.00', 0.9)])])).toEqual([
      'Papa Blanca',
    ]);
    expect(names([reading([item('Arroz', '4', '40.00', 0.4)])])).toEqual(['Papa Blanca']);
    expect(names([reading([item('Arroz', '4', '25.00', 0.9), item('Frijol', '4', '15.00', 0.9)])])).toEqual([
      'Arroz',
      'Frijol',
      'Papa Blanca',
    ]);
  });

  describe('a count of one priced at its amount proves nothing (decision 113)', () => {
    const oneTimes = (name: string, total: string, confidence: number) => ({
      ...item(name, '1', total, confidence),
      unitPrice: total,
    });
    const proved = (name: string, confidence: number) => ({
      ...item(name, '6.194', '284.92', confidence),
      unitPrice: '46.00',
    });
    const figures = (result: ReceiptReading) => result.items.map(({ quantity, total }) => [quantity, total]);

    it('a kept line checked only as 1 × its amount gives way to the same amount another reading proved', () => {
      const surest = reading([oneTimes('Aceite Vegetal', '284.92', 0.75)]);
      expect(figures(withItemsCheckedElsewhere(surest, [reading([proved('Aceite Vegetal', 0.7)])]))).toEqual([
        ['6.194', '284.92'],
      ]);
    });

    it('a line that does not check out takes the proved line before a surer 1 × its amount', () => {
      const surest = reading([item('Aceite Vegetal', '6.194', '284.32', 0.33)]);
      const others = [reading([oneTimes('Aceite Vegetal', '284.92', 0.9)]), reading([proved('Aceite Vegetal', 0.7)])];
      expect(figures(withItemsCheckedElsewhere(surest, others))).toEqual([['6.194', '284.92']]);
    });

    it('a lost line filling the gap to the TOTAL is the proved one', () => {
      const surest = reading([item('Papa Blanca', '2', '20.00', 0.95)], '304.92');
      const others = [reading([oneTimes('Aceite Vegetal', '284.92', 0.9)]), reading([proved('Aceite Vegetal', 0.7)])];
      // Its own reading printed nothing above it that the kept reading has: it goes first.
      expect(figures(withItemsCheckedElsewhere(surest, others))).toEqual([
        ['6.194', '284.92'],
        ['2', '20.00'],
      ]);
    });

    it('stays when no other reading proved the same amount', () => {
      const surest = reading([oneTimes('Aceite Vegetal', '284.92', 0.75)]);
      const other = reading([{ ...item('Aceite Vegetal', '6.194', '280.00', 0.9), unitPrice: '45.2050' }]);
      expect(figures(withItemsCheckedElsewhere(surest, [other]))).toEqual([['1', '284.92']]);
    });
  });

  describe('a stray first token that another reading did not see (decision 114)', () => {
    const names = (kept: string, elsewhere: ReceiptReadingItem) =>
      withItemsCheckedElsewhere(reading([item(kept, '1.797', '48.02', 0.88)]), [reading([elsewhere])]).items.map(
        ({ name }) => name,
      );

    it('comes off the name when another reading has the same figures under the rest', () => {
      expect(names('7 Leche Entera', item('Leche Entera', '1.797', '48.02', 0.6))).toEqual(['Leche Entera']);
      expect(names('Fppza Pina Miel', item('PIÑA MIEL', '1.797', '48.02', 0.9))).toEqual(['Pina Miel']);
    });

    it('stays when the token is a word, or the other reading has other figures or another name', () => {
      expect(names('Queso Oaxaca', item('Oaxaca', '1.797', '48.02', 0.9))).toEqual(['Queso Oaxaca']);
      expect(names('7 Leche Entera', item('Leche Entera', '1.797', '48.92', 0.9))).toEqual(['7 Leche Entera']);
      expect(names('7 Leche Entera', item('Leche Enters', '1.797', '48.02', 0.9))).toEqual(['7 Leche Entera']);
    });
  });

  describe('the TOTAL picks between two checked versions of a line (decision 115)', () => {
    const flour = (price: string, total: string, confidence: number) => ({
      ...item('Harina de Trigo', '6', total, confidence),
      unitPrice: price,
    });
    const totals = (kept: ReceiptReading, others: ReceiptReading[]) =>
      withItemsCheckedElsewhere(kept, others).items.map(({ total }) => total);

    it('takes the version that makes the printed TOTAL', () => {
      const kept = reading([item('Papa Blanca', '2', '20.00', 0.95), flour('15.85', '95.10', 0.66)], '115.16');
      expect(totals(kept, [reading([flour('15.86', '95.16', 0.8)])])).toEqual(['20.00', '95.16']);
    });

    it('keeps the lines when the other version does not make the TOTAL, or two lines could', () => {
      const kept = reading([item('Papa Blanca', '2', '20.00', 0.95), flour('15.85', '95.10', 0.66)], '115.20');
      expect(totals(kept, [reading([flour('15.86', '95.16', 0.8)])])).toEqual(['20.00', '95.10']);
      const twice = reading([
        flour('15.85', '95.10', 0.66),
        { ...flour('15.85', '95.10', 0.66), name: 'Harina Integral' },
      ]);
      const other = reading([
        flour('15.86', '95.16', 0.8),
        { ...flour('15.86', '95.16', 0.8), name: 'Harina Integral' },
      ]);
      expect(totals({ ...twice, total: '190.26' }, [other])).toEqual(['95.10', '95.10']);
    });
  });
  describe('what the lines add up to, as any reading printed it (decision 127)', () => {
    const printing = (items: ReceiptReadingItem[], total: string | null, text: string): ReceiptReading => ({
      ...reading(items, total),
      text,
    });
    const surest = printing([item('Servilletas', '8', '267.60', 0.9)], '994.67', 'TOTAL $994.67');
    const names = (others: ReceiptReading[]) => withItemsCheckedElsewhere(surest, others).items.map(({ name }) => name);
    const lost = [item('Mayonesa', '8', '512.00', 0.8), item('Aguacate Hass', '4.159', '215.02', 0.82)];

    it('fills the gap to the TOTAL another reading read right when the surest misread it', () => {
      expect(names([printing(lost, '994.62', 'TOTAL $994.62')])).toEqual(['Mayonesa', 'Aguacate Hass', 'Servilletas']);
    });

    it('fills the gap to a SUBTOTAL, or to the TOTAL less IVA, as a reading printed them', () => {
      const subtotal = { ...surest, text: 'SUBTOTAL 994.62\nTOTAL $994.67' };
      expect(withItemsCheckedElsewhere(subtotal, [reading(lost)]).items).toHaveLength(3);
      expect(names([printing(lost, null, 'IVA 159.14\nTOTAL 1,153.76')])).toEqual([
        'Mayonesa',
        'Aguacate Hass',
        'Servilletas',
      ]);
    });

    it('changes nothing when no printed sum is made exactly', () => {
      expect(names([printing(lost, '994.65', 'SUBTOTAL 994.64\nTOTAL $994.65')])).toEqual(['Servilletas']);
    });
  });

  describe('a lost line and a misread amount that together make the TOTAL (decision 126)', () => {
    const kept = (total: string) =>
      reading(
        [
          item('Frijol Negro', '1', '32.00', 0.9),
          item('Carne Molida', '1', '115.00', 0.75),
          item('Mayonesa', '3', '177.00', 0.9),
        ],
        total,
      );
    const lines = (result: ReceiptReading) => result.items.map(({ name, total }) => `${name} ${total}`);

    it('takes both when the lost line and the other version fill the gap, and no other pair does', () => {
      const other = reading([
        item('Frijol Negro', '1', '32.00', 0.9),
        item('Carne Molida', '1', '145.00', 0.96),
        item('Crema para Batir', '6', '558.00', 0.95),
        item('Mayonesa', '3', '177.00', 0.9),
      ]);
      expect(lines(withItemsCheckedElsewhere(kept('912.00'), [other]))).toEqual([
        'Frijol Negro 32.00',
        'Carne Molida 145.00',
        'Crema para Batir 558.00',
        'Mayonesa 177.00',
      ]);
    });

    it('changes nothing when the pair misses the TOTAL, when two pairs fit, or when a line did not check', () => {
      const versions = [item('Carne Molida', '1', '145.00', 0.96), item('Crema para Batir', '6', '558.00', 0.95)];
      expect(lines(withItemsCheckedElsewhere(kept('912.01'), [reading(versions)]))).toEqual(lines(kept('')));
      const twoPairs = reading([
        ...versions,
        item('Mayonesa', '3', '207.00', 0.9),
        item('Cilantro', '1', '528.00', 0.9),
      ]);
      expect(lines(withItemsCheckedElsewhere(kept('912.00'), [twoPairs]))).toEqual(lines(kept('')));
      const unsure = reading([item('Carne Molida', '1', '145.00', 0.96), item('Crema para Batir', '6', '558.00', 0.4)]);
      expect(lines(withItemsCheckedElsewhere(kept('912.00'), [unsure]))).toEqual(lines(kept('')));
    });
  });

  describe('each line takes the name of the reading that spelled it best (decision 120)', () => {
    const names = (kept: string, ...elsewhere: ReceiptReadingItem[]) =>
      withItemsCheckedElsewhere(reading([item(kept, '0.500', '50.00', 0.93)]), [reading(elsewhere)]).items.map(
        ({ name }) => name,
      );

    it('takes the reading of the same figures with fewer words the word list lacks', () => {
      expect(
        names(
          'Chilf Guajilio',
          item('Chile Guajilio', '0.500', '50.00', 0.4),
          item('Chile Guajillo', '0.500', '50.00', 0.6),
        ),
      ).toEqual(['Chile Guajillo']);
      expect(names('Zana Modria', item('Zanahoria', '0.500', '50.00', 0.7))).toEqual(['Zanahoria']);
    });

    it('keeps the name on a tie, for other figures, and against a reading that split a word', () => {
      expect(names('Queso Omaca', item('Queso Oaxaca', '0.500', '50.00', 0.9))).toEqual(['Queso Omaca']);
      expect(names('Chilf Guajilio', item('Chile Guajillo', '0.500', '56.00', 0.9))).toEqual(['Chilf Guajilio']);
      expect(names('Jitomate Saladet', item('Jitomate Sala Dey', '0.500', '50.00', 0.9))).toEqual(['Jitomate Saladet']);
      expect(names('Aitun en Agua', item("Ai'un en Agua", '0.500', '50.00', 0.9))).toEqual(['Aitun en Agua']);
      expect(names('Refresco Cola 600ML', item('Refresco Cola 600NE', '0.500', '50.00', 0.9))).toEqual([
        'Refresco Cola 600ML',
      ]);
    });
  });
});
