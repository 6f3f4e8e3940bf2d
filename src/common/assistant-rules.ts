// The assistant's texts, suggestions and limits without zod (docs/decisions/059); assistant.ts holds the schemas.

/** SPEC §5, §6 and §8 texts of the assistant, Mi Chef IA, AI recipes and recipe images, used exactly. */
export const AI_MESSAGES = {
  noSession: 'No hay sesión activa. Por favor, inicia sesión.',
  rateLimited: 'Límite alcanzado - Demasiadas solicitudes. Por favor, espera un momento.',
  rateLimitedTitle: 'Límite alcanzado',
  rateLimitedDetail: 'Demasiadas solicitudes. Por favor, espera un momento.',
  fundsRequired: 'Fondos requeridos',
  connectionFailed: 'Error al conectar con el servicio de IA',
  messageRequired: 'Escribe un mensaje',
  noProducts: 'No hay productos',
  noProductsDetail: 'Agrega productos a tu inventario primero',
  chooseRecipe: 'Selecciona o genera una receta primero',
  recipeDiscarded: 'Receta descartada',
  recipeSaved: 'Receta guardada en tu recetario',
  generateRecipeFailed: 'Error al generar receta',
  saveRecipeFailed: 'No se pudo guardar la receta',
  imageFailedTitle: 'Error al generar imagen',
  imageFailedDetail: 'No se pudo generar la imagen',
  noMatchingIngredients: 'Ninguno de los ingredientes está en tu inventario',
} as const;

/** The assistant's name in the floating panel and in Mi Chef IA ('Chat con' + name). */
export const ASSISTANT_NAME = 'Asistente Alacena';
export const CHEF_NAME = 'Chef IA';

/** SPEC §2: the eight suggested questions shown when the assistant panel opens. */
export const SUGGESTED_QUESTIONS = [
  'Dame un reporte completo de mi inventario',
  '¿Qué productos tienen stock bajo?',
  '¿Cuánto gasté el mes pasado?',
  '¿Qué debo comprar esta semana?',
  '¿Cómo han cambiado los precios?',
  '¿Quiénes son mis proveedores principales?',
  'Dame consejos para optimizar mis compras',
  'Analiza mi última orden',
] as const;

/** Questions Mi Chef IA offers about the chosen recipe. */
export const CHEF_SUGGESTIONS = [
  '¿Cuáles son los pasos?',
  '¿Cómo la escalo a 20 porciones?',
  '¿Cuánto cuesta por porción?',
  '¿Qué me falta y dónde lo compro?',
  '¿Con qué puedo sustituir un ingrediente?',
  'Dame consejos de técnica',
] as const;

export const MAX_CHAT_MESSAGES = 40;
export const MAX_MESSAGE_LENGTH = 4000;

/** One server-sent event of the §7 streams: `choices[0].delta.content`, or an `error` once the stream has begun. */
export interface StreamEvent {
  choices?: Array<{ delta?: { content?: string } }>;
  error?: string;
}
