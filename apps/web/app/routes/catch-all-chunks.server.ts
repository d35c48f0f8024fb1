// The JavaScript files of one catch-all page kind (its chunk and the chunks it imports), from the
// client build's Vite manifest, for the page's hydration script to preload (lib/hydration-scripts):
// the browser then fetches them with the route's own modules instead of after them. Without a
// manifest (development) there are none, and the chunk simply loads on demand.
import { readFileSync } from 'node:fs';
import { type CatchAllKind, catchAllPageSources } from './catch-all-pages';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

// The server build runs from build/server/ (this code may sit in build/server/assets/); the client
// build's manifest is in build/client/.
const MANIFEST_URLS = ['../client/.vite/manifest.json', '../../client/.vite/manifest.json'].map(
  (path) => new URL(path, import.meta.url),
);
let manifest: Record<string, ManifestChunk> | null | undefined;

function viteManifest() {
  if (manifest === undefined) {
    manifest = null;
    for (const url of MANIFEST_URLS) {
      try {
        manifest = JSON.parse(readFileSync(url, 'utf8')) as Record<string, ManifestChunk>;
        break;
      } catch {
        // Not there: the next place, else no preload links.
      }
    }
  }
  return manifest;
}

/** Absolute URLs of the kind's chunk and of everything it imports statically. */
export function pageChunkUrls(kind: CatchAllKind): string[] {
  const chunks = viteManifest();
  return chunks ? chunkUrls(chunks, catchAllPageSources[kind]) : [];
}

/** The URLs of a source file's chunk and its static imports, in a Vite manifest. */
export function chunkUrls(chunks: Record<string, ManifestChunk>, source: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files].map((file) => `/${file}`);
}
