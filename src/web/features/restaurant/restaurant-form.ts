import type { z } from 'zod';
import { restaurantInputSchema, type LocationInput, type Restaurant, type RestaurantInput } from '@common/restaurant';

export const BRANCH_NAME_REQUIRED = 'El nombre de la sucursal es requerido';
export const BRANCH_ADDRESS_REQUIRED = 'La dirección es requerida';

/**
 * The server keeps only branches with a name and an address (SPEC §5). An untouched branch is
 * dropped quietly, but one the user started filling asks for both instead of being lost on save.
 */
export const restaurantFormSchema = restaurantInputSchema.superRefine((value, ctx) => {
  value.locations.forEach((location, index) => {
    const started = [
      location.locationName,
      location.address,
      location.city,
      location.state,
      location.postalCode,
      location.phone,
    ].some((field) => field?.trim());
    if (!started) return;
    if (!location.locationName.trim())
      ctx.addIssue({ code: 'custom', path: ['locations', index, 'locationName'], message: BRANCH_NAME_REQUIRED });
    if (!location.address.trim())
      ctx.addIssue({ code: 'custom', path: ['locations', index, 'address'], message: BRANCH_ADDRESS_REQUIRED });
  });
});
export type RestaurantPayload = z.output<typeof restaurantFormSchema>;

export const emptyBranch = (isMainLocation: boolean): LocationInput => ({
  locationName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  isMainLocation,
});

/** The saved restaurant as form values; with no branch yet, one empty branch that is the main one. */
export function formValuesOf(restaurant: Restaurant | undefined): RestaurantInput {
  const info = restaurant?.info;
  const locations = restaurant?.locations ?? [];
  return {
    restaurantName: info?.restaurantName ?? '',
    description: info?.description ?? '',
    phone: info?.phone ?? '',
    email: info?.email ?? '',
    website: info?.website ?? '',
    rfc: info?.rfc ?? '',
    creditsIva: info?.creditsIva ?? false,
    locations:
      locations.length > 0
        ? locations.map((location) => ({
            id: location.id,
            locationName: location.locationName,
            address: location.address,
            city: location.city ?? '',
            state: location.state ?? '',
            postalCode: location.postalCode ?? '',
            phone: location.phone ?? '',
            isMainLocation: location.isMainLocation,
          }))
        : [emptyBranch(true)],
  };
}
