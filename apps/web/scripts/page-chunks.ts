// How the browser's JavaScript is cut into files (docs/performance.md "JavaScript per page").
// Rollup alone makes a file per set of pages that share code, ~40 of them on a page, most under
// 2 KB, each a request with its own headers and round trip. Merging the small ones
// (experimentalMinChunkSize) put the category, CMS and blog pages' code into the shell that every
// page loads. Instead, two files every page needs, each holding only what every page runs:
// - `framework`: React, React DOM and React Router; it changes only with
//   an upgrade, so it stays cached across deployments of our code;
// - `shell`: our code that the root and the website layout import statically (header, menu,
//   footer, cart sidebar, shared UI), found by walking the module graph from those two routes.
// Everything else (a page's own code, drawers' forms) stays where Rollup puts it: with the pages
// or lazy chunks that use it.
// Imported by vite.config.ts (Node runs it without a build step: erasable TypeScript only).
import type { GetManualChunk } from 'rollup';

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/]/;
const COMMONJS_HELPERS = '\0commonjsHelpers.js';
/** The client modules of the routes every page renders inside. */
const SHELL_ROUTES = /[\\/]app[\\/](root|routes[\\/]website-layout)\.tsx\?__react-router-build-client-route$/;

export function pageChunks(): GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    // A CommonJS package's interop wrappers (`\0<file>?commonjs-…`) go with the package; Rollup's
    // own interop helpers with the framework, the CommonJS package every page loads.
    if (FRAMEWORK.test(id) || id === COMMONJS_HELPERS) return 'framework';
    if (!shell) {
      // Every module the shell's routes import statically, directly or through others.
      shell = new Set();
      const queue = [...getModuleIds()].filter((module) => SHELL_ROUTES.test(module));
      for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
        if (shell.has(module)) continue;
        shell.add(module);
        queue.push(...(getModuleInfo(module)?.importedIds ?? []));
      }
    }
    // The route modules themselves stay route chunks (React Router imports them by name).
    const chunk = shell.has(id) && !SHELL_ROUTES.test(id) ? 'shell' : undefined;
    return chunk;
  };
}
