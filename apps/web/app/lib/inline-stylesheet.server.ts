// Reads the built stylesheet that the document inlines (inline-stylesheet.tsx, decision 0045).
// The server bundle lives in build/server/, the browser's files in build/client/, so the hashed
// URL (/assets/root-….css) is a path under build/client. This module may be bundled into
// build/server/index.js or into a chunk under build/server/assets/ (the catch-all's pages are split
// into chunks, decision 0044), so the client directory is looked for one or two levels up. Read once
// per process: a build never changes under a running server.
import { readFileSync } from 'node:fs';

/** Where build/client can be from this module's file, nearest first. */
const CLIENT_DIRS = ['../client', '../../client'];

function readBuilt(href: string): string {
  let lastError: unknown;
  for (const dir of CLIENT_DIRS) {
    try {
      return readFileSync(new URL(`${dir}${href}`, import.meta.url), 'utf8');
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

const cache = new Map<string, string | undefined>();

/** The text of a built stylesheet by its URL, or undefined (development, or not found). */
export function builtStylesheet(href: string): string | undefined {
  if (import.meta.env.DEV) return undefined;
  if (!cache.has(href)) {
    let text: string | undefined;
    try {
      text = readBuilt(href);
    } catch (error) {
      // The document links the file instead: slower, never unstyled.
      console.error(`inline stylesheet ${href} not readable; linking it`, error);
    }
    cache.set(href, text);
  }
  return cache.get(href);
}
