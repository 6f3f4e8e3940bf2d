import { literal, numbered, pick, uuidOf } from './formulas';
import type { StageContext } from './stage';
import { DISHES, RECIPE_CATEGORIES } from './vocabulary';

const STEPS = JSON.stringify(['Lavar y picar los ingredientes.', 'Cocinar a fuego medio.', 'Probar de sal y servir.']);

/** Recipes with distinct ingredients each (consecutive products), each line in its product's base unit. */
export async function insertRecipes({ run, restaurantId, sizes }: StageContext) {
  await run(`insert into recipes (id, user_id, name, description, category, final_yield, yield_unit, sale_price, preparation_steps)
    select ${uuidOf('recipe', 'r')}, ${literal(restaurantId)}, ${numbered(DISHES, 'r')}, 'Receta de la casa.', ${pick(RECIPE_CATEGORIES, 'r')},
      10, 'porciones', (80 + (r * 11) % 120)::numeric(14, 2), ${literal(STEPS)}::jsonb
    from generate_series(0, ${sizes.recipes - 1}) as r`);
  await run(`insert into recipe_ingredients (recipe_id, product_id, quantity, unit)
    select line.recipe_id, line.product_id, line.quantity, p.unit
    from (
      select ${uuidOf('recipe', 'r')} as recipe_id, ${uuidOf('product', `(r * ${sizes.ingredientsPerRecipe} + k) % ${sizes.products}`)} as product_id,
        (0.1 + k * 0.05)::numeric(14, 3) as quantity
      from generate_series(0, ${sizes.recipes - 1}) as r cross join generate_series(0, ${sizes.ingredientsPerRecipe - 1}) as k
    ) as line
    join private_products p on p.id = line.product_id`);
}

/**
 * Preparations of those recipes spread over the last 60 days (one every few hours per recipe), so the
 * food-cost report's sales (decision 054) read a realistic history. Stock is not touched: the journal
 * already has its own preparation movements.
 */
export async function insertPreparations({ run, restaurantId, sizes }: StageContext) {
  await run(`insert into preparations (user_id, recipe_id, recipe_name, yield_unit, quantity_prepared, total_cost, preparation_date)
    select ${literal(restaurantId)}, r.id, r.name, r.yield_unit, (1 + p % 3)::numeric(12, 2), (50 + (p * 7) % 300)::numeric(14, 2),
      now() - (p % 1440) * interval '1 hour' - (p / 1440) * interval '1 minute'
    from generate_series(0, ${sizes.preparations - 1}) as p
    join recipes r on r.id = ${uuidOf('recipe', `p % ${sizes.recipes}`)}`);
}
