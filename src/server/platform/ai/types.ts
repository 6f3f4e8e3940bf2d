import type { ToolSet } from 'ai';
import type { z } from 'zod';
import type { ReceiptReading } from '@common/receipts';

export interface AiMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** Instructions for a model (Spanish, with the context it needs). */
  system: string;
  messages: AiMessage[];
  /** Data tools a model may call; each one reads only the caller's own data. */
  tools?: ToolSet;
  /** The built-in engine's answer: what the offline adapter streams, and the model's fallback when it says nothing. */
  offlineAnswer: () => Promise<string>;
  signal?: AbortSignal;
}

export interface StructuredRequest<T> {
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  /** The built-in engine's result (offline adapter). */
  offline: () => Promise<T>;
}

export interface ImageRequest {
  /** What a picture model is asked for. */
  prompt: string;
  /** What the built-in illustration is drawn from: the dish and its ingredients. */
  subject: { title: string; ingredients: string[] };
}

export interface GeneratedImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
}

/** Reads a receipt image into lines (the offline OCR reader has this shape). */
export type ReceiptReader = (bytes: Uint8Array) => Promise<ReceiptReading>;

/**
 * One interface for every AI capability, with two adapters: the built-in offline engine (default)
 * and an OpenAI-compatible API through the AI SDK. Capabilities without a configured model fall back
 * to the offline adapter, so every feature answers with no network.
 */
export interface AiProvider {
  /** Which adapter answers chat ('offline' or 'openai-compatible'). */
  readonly kind: 'offline' | 'openai-compatible';
  /** Text chunks of the answer; throws AiUpstreamError before the first chunk when the upstream refuses. */
  streamChat(request: ChatRequest): AsyncIterable<string>;
  generateStructured<T>(request: StructuredRequest<T>): Promise<T>;
  generateImage(request: ImageRequest): Promise<GeneratedImage>;
  readReceipt: ReceiptReader;
}
