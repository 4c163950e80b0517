import { clsx, type ClassValue } from "clsx";

/**
 * Joins whole Tailwind class strings. No class merging (tailwind-merge would add 8 KB of
 * JavaScript to every island): callers pick from lookup tables whose entries never conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
