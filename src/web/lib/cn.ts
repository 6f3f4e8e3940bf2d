import { clsx, type ClassValue } from 'clsx';
import { CLASS_GROUPS, OVERRIDDEN_GROUPS } from './class-merge-table';
import { stemsOf, variantAndBase } from './class-parts';

const groupOf = (base: string) =>
  stemsOf(base)
    .map((stem) => CLASS_GROUPS[stem])
    .find((group) => group !== undefined);

/**
 * Joins class names conditionally and lets later Tailwind classes override earlier ones, as twMerge does
 * for the app's classes (decision 065: a table generated from twMerge's answers, 1 KB instead of its 5):
 * from the last class back, a class is dropped when a later one with the same variant overrode its group.
 * Words that are not one of the app's classes are kept. cn.test.ts checks every pair against twMerge.
 */
export function cn(...inputs: ClassValue[]): string {
  const overridden = new Set<string>();
  const kept: string[] = [];
  const names = clsx(inputs).split(/\s+/).filter(Boolean);
  for (const name of names.reverse()) {
    const [variant, base] = variantAndBase(name);
    const group = groupOf(base);
    if (group !== undefined) {
      if (overridden.has(`${variant}:${group}`)) continue;
      for (const other of [group, ...OVERRIDDEN_GROUPS[group]]) overridden.add(`${variant}:${other}`);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
