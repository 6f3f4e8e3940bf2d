/** The benchmark accounts (all share one password) and the two dataset sizes. */
export const BENCH_PASSWORD = 'banco-de-pruebas-2026';
export const RESTAURANT_EMAIL = 'restaurante@bench.alacena.mx';
export const supplierEmail = (index: number) => `proveedor${index}@bench.alacena.mx`;

export type ProfileName = 'small' | 'large';

export interface DatasetSizes {
  products: number;
  contacts: number;
  orders: number;
  itemsPerOrder: number;
  /** Stock movements in all; every product gets the same number. */
  movements: number;
  suppliers: number;
  marketplaceProducts: number;
  messages: number;
  recipes: number;
  ingredientsPerRecipe: number;
  /** Preparations cooked over the last 60 days (the actual food cost's sales, decision 054). */
  preparations: number;
}

/** `large` is issue 9's list; `small` is 1 % of it (the "small data" the large figures are compared to). */
export const PROFILES: Record<ProfileName, DatasetSizes> = {
  large: {
    products: 5_000,
    contacts: 200,
    orders: 20_000,
    itemsPerOrder: 10,
    movements: 1_000_000,
    suppliers: 1_000,
    marketplaceProducts: 100_000,
    messages: 100_000,
    recipes: 500,
    ingredientsPerRecipe: 5,
    preparations: 20_000,
  },
  small: {
    products: 50,
    contacts: 2,
    orders: 200,
    itemsPerOrder: 10,
    movements: 10_000,
    suppliers: 10,
    marketplaceProducts: 1_000,
    messages: 1_000,
    recipes: 5,
    ingredientsPerRecipe: 5,
    preparations: 200,
  },
};
