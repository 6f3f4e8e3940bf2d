import type { Config } from '../config';
import { createOfflineProvider } from './offline-provider';
import type { AiProvider, ReceiptReader } from './types';

interface Logger {
  warn(details: object, message: string): void;
}

/** The offline engine, or an OpenAI-compatible API (AI_BASE_URL + models) in front of it. */
export async function createAiProvider(
  config: Config,
  deps: { readReceiptOffline: ReceiptReader; log: Logger },
): Promise<AiProvider> {
  const offline = createOfflineProvider({
    readReceipt: deps.readReceiptOffline,
    chunkDelayMs: config.NODE_ENV === 'test' ? 0 : undefined,
  });
  if (!config.AI_BASE_URL) return offline;
  // The provider SDK is loaded only when an API is configured, keeping it out of the default start-up.
  const [{ createOpenAICompatible }, { createModelProvider }] = await Promise.all([
    import('@ai-sdk/openai-compatible'),
    import('./model-provider'),
  ]);
  const api = createOpenAICompatible({ name: 'alacena-ai', baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY });
  return createModelProvider(
    {
      chat: config.AI_MODEL ? api.chatModel(config.AI_MODEL) : undefined,
      vision: config.AI_VISION_MODEL ? api.chatModel(config.AI_VISION_MODEL) : undefined,
      image: config.AI_IMAGE_MODEL ? api.imageModel(config.AI_IMAGE_MODEL) : undefined,
    },
    offline,
    deps.log,
  );
}
