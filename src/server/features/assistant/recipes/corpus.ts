import { ANTOJITOS } from './corpus/antojitos';
import { PLATOS_FUERTES } from './corpus/platos-fuertes';
import { POSTRES_Y_BEBIDAS } from './corpus/postres-y-bebidas';
import { SOPAS_Y_SALSAS } from './corpus/sopas-y-salsas';
import type { CorpusRecipe } from './corpus/types';

/** The built-in recipe book the offline generator chooses from: Mexican restaurant dishes written by the team. */
export const RECIPE_CORPUS: CorpusRecipe[] = [...ANTOJITOS, ...SOPAS_Y_SALSAS, ...PLATOS_FUERTES, ...POSTRES_Y_BEBIDAS];
