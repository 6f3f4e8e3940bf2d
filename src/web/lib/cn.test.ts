import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';
import { sourceClassTokens } from './tw-merge-classes';

/**
 * tailwind-merge keeps a class unless a later one conflicts with it, so merging is decided pair by pair:
 * if cn decides every ordered pair of the app's classes as twMerge does, every list
 * of them (a component's defaults plus a caller's className) merges the same. A class of a kind the config
 * cn's table does not know yet fails here: run `npx tsx scripts/class-merge-table.ts`.
 */
describe('cn', () => {
  const tokens = sourceClassTokens();
  const classes = tokens.filter((token) => twMerge(`${token} ${token}`) === token);

  it('knows every class of the app that twMerge knows, and no other word', () => {
    const differ = tokens.filter((token) => cn(`${token} ${token}`) !== twMerge(`${token} ${token}`));
    expect(differ).toEqual([]);
    expect(classes.length).toBeGreaterThan(300);
  });

  it('merges every ordered pair of the app’s classes as twMerge does', () => {
    const differ: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const both = `${first} ${second}`;
        if (cn(both) !== twMerge(both)) differ.push(both);
      }
    expect(differ).toEqual([]);
  });

  it('merges the ui components’ defaults with overrides as before', () => {
    for (const [defaults, override] of [
      ['max-w-lg p-6', 'max-w-md p-4'],
      ['inline-flex h-10 px-4 py-2 text-sm', 'w-full h-12 px-6 text-base'],
      ['text-slate-600 hover:text-brand-700', 'text-red-600 hover:text-red-700'],
      ['flex items-center gap-3 border-b px-4 py-3', 'bg-brand-50 px-2'],
      ["[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4", "[&_svg:not([class*='size-'])]:size-5 size-9"],
    ])
      expect(cn(defaults, override)).toBe(twMerge(defaults, override));
  });
});
