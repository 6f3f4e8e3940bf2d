import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'tesseract.js';
import type { OcrLine } from '../parser/parse-receipt';

const require = createRequire(import.meta.url);

/**
 * The OCR models: Spanish and English as shipped on npm (@tesseract.js-data/*, the small "best_int"
 * builds), and the project's own recogniser of dot-matrix print (decision 110, `ocr-models/`).
 */
export type OcrLanguage = 'spa' | 'eng' | 'dots';

/** The project's own models; the server build copies the folder next to the bundle. */
const OWN_MODELS = fileURLToPath(new URL('./ocr-models', import.meta.url));

/**
 * Where a model lies on disk. Without a local langPath tesseract.js fetches from a CDN and, offline,
 * waits forever.
 */
export const langPath = (language: OcrLanguage) =>
  language === 'dots'
    ? OWN_MODELS
    : path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int');

export class OcrTimeoutError extends Error {}

export interface OcrOptions {
  /** The model: Spanish by default. */
  language?: OcrLanguage;
  /** Starting the worker (loading 2–4 MB of model); 30 s by default. */
  initTimeoutMs?: number;
  /** One image; 30 s by default. */
  jobTimeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeoutError(`${what} tardó más de ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One tesseract.js worker, started on first use and reused; jobs run one after another (a worker
 * does one image at a time and the machine has few cores). A timed-out worker is terminated and a
 * fresh one starts on the next job.
 */
export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: OcrOptions = {}) {}

  private start(): Promise<Worker> {
    this.worker ??= withTimeout(
      (async () => {
        const { createWorker, OEM, PSM } = await import('tesseract.js');
        const language = this.options.language ?? 'spa';
        const worker = await createWorker(language, OEM.LSTM_ONLY, {
          langPath: langPath(language),
          gzip: true,
          cacheMethod: 'none',
        });
        // A receipt is one column of lines; full page segmentation splits its columns apart.
        await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
        return worker;
      })(),
      this.options.initTimeoutMs ?? 30_000,
      'El arranque del OCR',
    ).catch((error) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  private async stop() {
    const current = this.worker;
    this.worker = null;
    if (current) await current.then((worker) => worker.terminate()).catch(() => {});
  }

  /** The image's lines of text, each with the engine's confidence (0–1). */
  recognize(image: Buffer): Promise<OcrLine[]> {
    const job = this.queue.then(async () => {
      const worker = await this.start();
      try {
        const result = await withTimeout(
          worker.recognize(image, {}, { text: true, blocks: true }),
          this.options.jobTimeoutMs ?? 30_000,
          'La lectura del recibo',
        );
        const lines = (result.data.blocks ?? []).flatMap((block) =>
          block.paragraphs.flatMap((paragraph) => paragraph.lines),
        );
        return lines.map((line) => ({ text: line.text.replace(/\n$/, ''), confidence: line.confidence / 100 }));
      } catch (error) {
        if (error instanceof OcrTimeoutError) await this.stop();
        throw error;
      }
    });
    this.queue = job.catch(() => {});
    return job;
  }

  /** Terminates the worker once the jobs already queued are done; a later job starts a new one. */
  close(): Promise<void> {
    const closing = this.queue.then(() => this.stop());
    this.queue = closing;
    return closing;
  }
}
