/**
 * Splits a finished answer into small pieces (a few words, keeping the spaces) and yields them one
 * by one, so the offline engine streams through the same SSE format as a model.
 */
export async function* chunkText(text: string, delayMs: number, wordsPerChunk = 3): AsyncGenerator<string> {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  for (let index = 0; index < tokens.length; index += wordsPerChunk) {
    if (delayMs > 0 && index > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield tokens.slice(index, index + wordsPerChunk).join('');
  }
}
