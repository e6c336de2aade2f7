// How a post reads in a list (no zod: the web app's feed shows these on its first load).
import { POST_PREVIEW_CHARS } from "./constants.ts";

/** Counts above 1000 are shown as k (1.2k); below as they are. */
export function formatCount(n: number): string {
  if (n <= 1000) return String(n);
  const k = n / 1000;
  return `${k >= 100 ? Math.round(k) : Number(k.toFixed(1))}k`;
}

/** The post preview: the first 80 characters, with whether there is more. */
export function previewText(text: string, limit = POST_PREVIEW_CHARS): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}
