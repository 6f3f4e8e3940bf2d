import { normalizeName } from '@common/inventory';

/** Colours of common Mexican kitchen ingredients, matched by a word of the ingredient's name. */
const INGREDIENT_COLOURS: Array<[RegExp, string]> = [
  [/jitomate|tomate(?! verde)|salsa roja|guajillo|ancho|pasilla|chipotle|morita|achiote/, '#c0392b'],
  [/tomate verde|tomatillo|salsa verde|nopal|calabac|calabaza|pepino/, '#7aa95c'],
  [/aguacate|guacamole/, '#6a994e'],
  [/chile|jalapeno|serrano|poblano|habanero/, '#2d6a4f'],
  [/cebolla morada|col morada|betabel|jamaica/, '#7b2d59'],
  [/cebolla|ajo|coliflor|jicama|rabano/, '#f1e9da'],
  [/queso|mantequilla|elote|maiz|granos/, '#f4d35e'],
  [/tortilla|masa|harina|pan|tostada|bolillo|telera/, '#e9c46a'],
  [/frijol|mole|chocolate|cafe|piloncillo/, '#4a2c2a'],
  [/arroz|crema|leche|azucar|sal\b|yogur/, '#fbf8f1'],
  [/pollo|pechuga|muslo/, '#e3b778'],
  [/res|bistec|arrachera|carne|chorizo|longaniza|cecina/, '#8d3b2f'],
  [/cerdo|pastor|lomo|pierna|chicharron|carnitas/, '#c9806b'],
  [/camaron|pulpo|salmon/, '#f4845f'],
  [/pescado|filete|atun|tilapia|robalo/, '#b8c4ce'],
  [/limon|lima/, '#8ac926'],
  [/cilantro|epazote|perejil|hierba|oregano|laurel|lechuga|espinaca|acelga|quelite|verdolaga/, '#38a34a'],
  [/huevo|yema/, '#ffd166'],
  [/pina|mango|platano|naranja|zanahoria|papaya/, '#f8961e'],
  [/papa|camote|cacahuate|nuez|almendra|ajonjoli|pepita/, '#c08552'],
  [/aceite|manteca|vinagre|caldo|agua|consome/, '#e9d8a6'],
];

const FALLBACK = ['#e76f51', '#f4a261', '#2a9d8f', '#e9c46a', '#8ab17d', '#b56576', '#6d597a'];

export const BACKGROUNDS = ['#b5523b', '#d08c2f', '#2a7f78', '#c2185b', '#5b3a8c', '#3d6b35'];
export const FLAG_COLOURS = ['#e63946', '#f4a261', '#2a9d8f', '#ffb703', '#8e44ad', '#06d6a0', '#ef476f'];

export function ingredientColour(name: string, fallbackIndex: number): string {
  const normal = normalizeName(name);
  for (const [pattern, colour] of INGREDIENT_COLOURS) if (pattern.test(normal)) return colour;
  return FALLBACK[fallbackIndex % FALLBACK.length];
}
