import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { twMergeConfig } from './tw-merge-config';

/**
 * tailwind-merge with only the class groups the app's classes belong to (decision 060: its default config
 * is most of its 8.4 KB gzip); cn.test.ts checks it merges every pair of the app's classes as twMerge does.
 */
const twMerge = createTailwindMerge(twMergeConfig);

/** Joins class names conditionally and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
