import type { DatasetSizes } from './profiles';

/** What every generation stage gets: a raw SQL runner, the restaurant's user id and the sizes. */
export interface StageContext {
  run(statement: string): Promise<void>;
  restaurantId: string;
  sizes: DatasetSizes;
}
