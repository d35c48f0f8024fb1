// Reads the built stylesheet that the document inlines (inline-stylesheet.tsx, decision 0045).
// The server bundle lives in build/server/, the browser's files in build/client/, so the hashed
// URL (/assets/root-….css) is a path under ../client from here. Read once per process: a build
// never changes under a running server.
import { readFileSync } from 'node:fs';

const cache = new Map<string, string | undefined>();

/** The text of a built stylesheet by its URL, or undefined (development, or not found). */
export function builtStylesheet(href: string): string | undefined {
  if (import.meta.env.DEV) return undefined;
  if (!cache.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(new URL(`../client${href}`, import.meta.url), 'utf8');
    } catch (error) {
      // The document links the file instead: slower, never unstyled.
      console.error(`inline stylesheet ${href} not readable; linking it`, error);
    }
    cache.set(href, text);
  }
  return cache.get(href);
}
