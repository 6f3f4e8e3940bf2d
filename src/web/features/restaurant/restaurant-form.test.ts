import { describe, expect, it } from 'vitest';
import {
  BRANCH_ADDRESS_REQUIRED,
  BRANCH_NAME_REQUIRED,
  emptyBranch,
  formValuesOf,
  restaurantFormSchema,
} from './restaurant-form';

describe('restaurant setup form', () => {
  it('starts with one empty main branch', () => {
    expect(formValuesOf(undefined).locations).toEqual([emptyBranch(true)]);
    expect(formValuesOf({ info: null, locations: [] }).locations?.[0]?.isMainLocation).toBe(true);
  });

  it('requires the restaurant name with the spec message', () => {
    const result = restaurantFormSchema.safeParse({ ...formValuesOf(undefined), restaurantName: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('El nombre del restaurante es requerido');
  });

  it('lets an untouched branch go but asks a started one for its name and address', () => {
    expect(restaurantFormSchema.safeParse({ ...formValuesOf(undefined), restaurantName: 'La Cocina' }).success).toBe(
      true,
    );
    const started = restaurantFormSchema.safeParse({
      restaurantName: 'La Cocina',
      locations: [{ ...emptyBranch(true), city: 'Puebla' }],
    });
    expect(started.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['locations.0.locationName', BRANCH_NAME_REQUIRED],
      ['locations.0.address', BRANCH_ADDRESS_REQUIRED],
    ]);
    const complete = restaurantFormSchema.safeParse({
      restaurantName: 'La Cocina',
      locations: [{ ...emptyBranch(true), locationName: 'Centro', address: 'Av. 5 de Mayo 10' }],
    });
    expect(complete.success).toBe(true);
  });
});
