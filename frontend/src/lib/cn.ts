import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Plain clsx, not tailwind-merge: our variants never set conflicting utilities, and
 * tailwind-merge would cost 8.5 KB gzip of the home page's 100 KB JS budget.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
