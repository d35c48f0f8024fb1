// Code that most visits never run (a drawer's forms, one kind of catch-all page) is split into its
// own chunk and loaded on demand. `lazyModule` wraps one such import(): `load()` starts it once (an
// opener calls it on pointer over or focus as a head start, a loader before rendering), and
// `useLazyModule` gives the module to a component — at once when it is already loaded, so nothing
// flashes, else after a re-render. Unlike React.lazy it never suspends, so the caller decides what
// shows meanwhile, and a failed load (a deployment removed the chunk) can be tried again.
import { useEffect, useState } from 'react';
import { reloadIfChunkError } from './chunk-reload';

export interface LazyModule<T> {
  load: () => Promise<T>;
  /** The module once loaded, else undefined. */
  loaded: () => T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (value) => {
          module = value;
          return value;
        },
        (error: unknown) => {
          // The next use tries again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** The module, loading it on first use; undefined until it has arrived. */
export function useLazyModule<T>(lazy: LazyModule<T>): T | undefined {
  const [module, setModule] = useState(lazy.loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    lazy.load().then(
      (value) => {
        if (current) setModule(() => value);
      },
      (error: unknown) => {
        // A chunk gone after a deployment reloads the page once; anything else is a bug to see.
        if (!reloadIfChunkError(error)) console.error(error);
      },
    );
    return () => {
      current = false;
    };
  }, [lazy, module]);
  return module ?? lazy.loaded();
}
