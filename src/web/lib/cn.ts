import { clsx, type ClassValue } from 'clsx';
import { CLASS_GROUPS, OVERRIDDEN_GROUPS } from './class-merge-table';
import { stemsOf, variantAndBase } from './class-parts';

const groupOf = (base: string) =>
  stemsOf(base)
    .map((stem) => CLASS_GROUPS[stem])
    .find((group) => group !== undefined);

/**
 * The app asks for the same few hundred class lists on every render (a page of rows, each with the same
 * classes), so their merges are kept, as twMerge keeps its own; emptied when full, which a page never reaches.
 */
const MERGES_KEPT = 1000;
const merges = new Map<string, string>();

/**
 * Joins class names conditionally and lets later Tailwind classes override earlier ones, as twMerge does
 * for the app's classes (decision 065: a table generated from twMerge's answers, 1 KB instead of its 5):
 * from the last class back, a class is dropped when a later one with the same variant overrode its group.
 * Words that are not one of the app's classes are kept. cn.test.ts checks every pair against twMerge.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let merged = merges.get(joined);
  if (merged === undefined) {
    if (merges.size >= MERGES_KEPT) merges.clear();
    merged = merge(joined);
    merges.set(joined, merged);
  }
  return merged;
}

function merge(joined: string): string {
  const overridden = new Set<string>();
  const kept: string[] = [];
  const names = joined.split(/\s+/).filter(Boolean);
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
