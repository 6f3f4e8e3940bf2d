import { generateImage, generateText, Output, stepCountIs, streamText, type ImageModel, type LanguageModel } from 'ai';
import { receiptReadingSchema } from '@common/receipts';
import { toUpstreamError } from './errors';
import type { AiProvider, GeneratedImage } from './types';

export interface ModelSet {
  chat?: LanguageModel;
  vision?: LanguageModel;
  image?: ImageModel;
}

interface Logger {
  warn(details: object, message: string): void;
}

/** Tool calls a model may chain before it must answer. */
const MAX_STEPS = 6;

const RECEIPT_PROMPT = [
  'Lee este ticket o nota de remisión de un proveedor mexicano y extrae sus datos.',
  'Cada renglón de producto es un item: nombre, cantidad (hasta 3 decimales), unidad normalizada',
  '(kg, g, lt, ml, pza, caja, paq, bolsa, lb, docena, manojo, lata, bote, costal, rollo), precio unitario',
  'y total del renglón, como números decimales con punto y sin signo de pesos ni separadores de miles.',
  'SUBTOTAL, IVA, TOTAL, CAMBIO, EFECTIVO y descuentos no son items. confidence va de 0 a 1.',
  'supplier es el nombre del negocio que vende, date la fecha en formato AAAA-MM-DD, total el total pagado,',
  'y text el texto completo del ticket tal como se lee.',
].join(' ');

function imageType(bytes: Uint8Array): GeneratedImage {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { bytes, contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57)
    return { bytes, contentType: 'image/webp', extension: 'webp' };
  return { bytes, contentType: 'image/png', extension: 'png' };
}

/**
 * The OpenAI-compatible adapter (chat completions, so OpenAI, Ollama, vLLM and llama.cpp alike).
 * A capability whose model is not configured is answered by the offline adapter.
 */
export function createModelProvider(models: ModelSet, offline: AiProvider, log: Logger): AiProvider {
  const { chat, vision, image } = models;
  return {
    kind: chat ? 'openai-compatible' : 'offline',

    streamChat: chat
      ? async function* (request) {
          const result = streamText({
            model: chat,
            system: request.system,
            messages: request.messages,
            tools: request.tools,
            stopWhen: stepCountIs(MAX_STEPS),
            maxRetries: 1,
            abortSignal: request.signal,
            // Failures arrive below as 'error' parts and become §8 answers; the SDK's default would also print them.
            onError: () => {},
          });
          let answered = false;
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta' && part.text) {
              answered = true;
              yield part.text;
            } else if (part.type === 'error') {
              throw toUpstreamError(part.error);
            }
          }
          // A model that only called tools and then stopped still owes the user an answer.
          if (!answered) yield await request.offlineAnswer();
        }
      : offline.streamChat,

    generateStructured: chat
      ? async (request) => {
          try {
            const { output } = await generateText({
              model: chat,
              system: request.system,
              prompt: request.prompt,
              output: Output.object({ schema: request.schema }),
              maxRetries: 1,
            });
            return request.schema.parse(output);
          } catch (error) {
            log.warn({ err: toUpstreamError(error) }, 'structured generation failed; using the offline engine');
            return request.offline();
          }
        }
      : offline.generateStructured,

    generateImage: image
      ? async (request) => {
          try {
            const result = await generateImage({
              model: image,
              prompt: request.prompt,
              size: '1024x1024',
              maxRetries: 1,
            });
            return imageType(result.image.uint8Array);
          } catch (error) {
            log.warn({ err: toUpstreamError(error) }, 'image generation failed; using the built-in illustration');
            return offline.generateImage(request);
          }
        }
      : offline.generateImage,

    readReceipt: vision
      ? async (bytes) => {
          try {
            const { output } = await generateText({
              model: vision,
              output: Output.object({ schema: receiptReadingSchema }),
              messages: [
                {
                  role: 'user',
                  content: [
                    { type: 'text', text: RECEIPT_PROMPT },
                    { type: 'image', image: bytes },
                  ],
                },
              ],
              maxRetries: 1,
            });
            return receiptReadingSchema.parse(output);
          } catch (error) {
            log.warn({ err: toUpstreamError(error) }, 'vision model could not read the receipt; using OCR');
            return offline.readReceipt(bytes);
          }
        }
      : offline.readReceipt,
  };
}
