import { z } from 'zod';
import { AI_MESSAGES, MAX_CHAT_MESSAGES, MAX_MESSAGE_LENGTH } from './assistant-rules';
import { lineText, multilineText } from './fields';

export * from './assistant-rules';

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
