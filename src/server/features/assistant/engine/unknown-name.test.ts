import { describe, expect, it } from 'vitest';
import { unknownNameIn } from './unknown-name';

describe('the name of a thing the user does not have', () => {
  it('is the words where a name goes, with what the question asks of it', () => {
    expect(unknownNameIn('¿cuánto chorizo me queda?', null)).toEqual({
      kind: 'product',
      ask: 'stock',
      name: 'chorizo',
    });
    expect(unknownNameIn('¿a cuánto compré la carne molida?', null)).toMatchObject({
      ask: 'last_paid',
      name: 'carne molida',
    });
    expect(unknownNameIn('¿cuántas porciones de enchiladas salen?', null)).toMatchObject({
      kind: 'recipe',
      name: 'enchiladas',
    });
  });

  it('in a follow-up, takes what the conversation was asking', () => {
    expect(unknownNameIn('¿y de chorizo?', 'last_paid')).toMatchObject({ ask: 'last_paid', name: 'chorizo' });
    expect(unknownNameIn('¿y de chorizo?', null)).toBeNull();
  });

  it('is no verb, greeting, period or quantity left over, and no long talk', () => {
    expect(unknownNameIn('¿quién me lo deja más barato?', null)).toBeNull();
    expect(unknownNameIn('oye jefe, ¿cuánto me queda en marzo?', null)).toBeNull();
    expect(
      unknownNameIn('¿me queda algo de lo que trajeron ayer los muchachos del mercado grande de la ciudad?', null),
    ).toBeNull();
  });
});
