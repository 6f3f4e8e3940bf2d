import { chunkText } from './chunk-text';
import { renderRecipeIllustration } from './illustration';
import type { AiProvider, ReceiptReader } from './types';

export interface OfflineOptions {
  /** The offline receipt reader (OCR), given by the app (it lives in the receipts feature). */
  readReceipt: ReceiptReader;
  /** Pause between streamed pieces, so answers appear as they would from a model; 0 in tests. */
  chunkDelayMs?: number;
}

/** The default adapter: no network, no key. Answers come from the built-in engines, which read the user's data. */
export function createOfflineProvider(options: OfflineOptions): AiProvider {
  const delay = options.chunkDelayMs ?? 12;
  return {
    kind: 'offline',
    async *streamChat(request) {
      yield* chunkText(await request.offlineAnswer(), delay);
    },
    generateStructured: (request) => request.offline(),
    generateImage: (request) => renderRecipeIllustration(request.subject),
    readReceipt: options.readReceipt,
  };
}
