/** A dish of the built-in corpus: [name, quantity, unit] per ingredient, for the stated yield. */
export interface CorpusRecipe {
  name: string;
  category: string;
  description: string;
  yield: [number, string];
  ingredients: Array<[string, number, string]>;
  steps: string[];
}
