import { z } from 'zod';
import { lineText, multilineText } from './fields';

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

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: multilineText().max(MAX_MESSAGE_LENGTH, `El mensaje no puede superar los ${MAX_MESSAGE_LENGTH} caracteres`),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The conversation so far; the last message is the user's, with text (SPEC §5). */
const messagesSchema = z
  .array(chatMessageSchema, AI_MESSAGES.messageRequired)
  .min(1, AI_MESSAGES.messageRequired)
  .max(MAX_CHAT_MESSAGES, 'La conversación es demasiado larga; límpiala para continuar')
  .refine((messages) => {
    // Zod runs this on the raw array even when an element failed its own schema (a null, a number).
    const last: Partial<ChatMessage> | null | undefined = messages[messages.length - 1];
    return last?.role === 'user' && typeof last.content === 'string' && last.content.trim().length > 0;
  }, AI_MESSAGES.messageRequired);

/** SPEC §7 chat-ai body. */
export const chatRequestSchema = z.object({ messages: messagesSchema });
export type ChatRequest = z.infer<typeof chatRequestSchema>;

const decimalText = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

/** SPEC §7 culinary-school body, with the spec's field names (decision 001). */
export const culinaryRecipeSchema = z.object({
  name: lineText().trim().min(1, AI_MESSAGES.chooseRecipe).max(200),
  description: multilineText()
    .max(1000)
    .nullish()
    .transform((value) => value ?? null),
  category: lineText()
    .max(100)
    .nullish()
    .transform((value) => value ?? null),
  final_yield: decimalText.pipe(z.string().regex(/^\d{1,10}(\.\d{1,3})?$/, 'Rendimiento inválido')),
  yield_unit: lineText().trim().min(1).max(50),
  cost_per_unit: decimalText
    .pipe(z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'Costo inválido'))
    .nullish()
    .transform((value) => value ?? null),
  ingredients: z
    .array(
      z.object({
        name: lineText().trim().min(1).max(200),
        quantity: decimalText.pipe(z.string().regex(/^\d{1,10}(\.\d{1,3})?$/, 'Cantidad inválida')),
        unit: lineText().trim().max(50).default(''),
        available_quantity: decimalText
          .pipe(z.string().regex(/^\d{1,12}(\.\d{1,3})?$/, 'Cantidad inválida'))
          .nullish()
          .transform((value) => value ?? null),
      }),
    )
    .max(100),
  preparation_steps: z.array(multilineText().trim().min(1).max(1000)).max(50).default([]),
  missing_ingredients: z.array(lineText().trim().min(1).max(200)).max(100).default([]),
});
export type CulinaryRecipe = z.infer<typeof culinaryRecipeSchema>;

/** The recipe check sits on the object: zod skips a field's own refinement when the field is absent. */
export const culinarySchoolRequestSchema = z
  .object({ recipe: culinaryRecipeSchema.nullish(), messages: messagesSchema })
  .refine((body) => Boolean(body.recipe), { message: AI_MESSAGES.chooseRecipe, path: ['recipe'] });
export type CulinarySchoolRequest = z.input<typeof culinarySchoolRequestSchema>;

/** One server-sent event of the §7 streams: `choices[0].delta.content`, or an `error` once the stream has begun. */
export interface StreamEvent {
  choices?: Array<{ delta?: { content?: string } }>;
  error?: string;
}
