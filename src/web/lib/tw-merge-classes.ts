import fs from 'node:fs';
import path from 'node:path';

/**
 * Every word in src/web's code that could be a Tailwind class (Tailwind itself only builds classes written
 * out whole in the source, so these are all the classes `cn` can ever be given); the generated config's own
 * words are not classes. Read by the generator of
 * class-merge-table.ts and by cn's test; not part of the app's bundle.
 */
export function sourceClassTokens(webDir = path.resolve(import.meta.dirname, '..')): string[] {
  const tokens = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'class-merge-table.ts')
        for (const token of fs.readFileSync(file, 'utf8').split(/[\s'"`]+/)) if (token) tokens.add(token);
    }
  };
  visit(webDir);
  return [...tokens].sort();
}
