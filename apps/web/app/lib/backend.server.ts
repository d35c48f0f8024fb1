// The backend on the server (API_BACKEND, issue 18 §3): what loaders and actions check before
// they call an Atrium-only operation, and the route middleware that makes an Atrium-only page a
// 404 on a Magento backend. The feature list and the browser's side are in backend.ts.
import { data, type MiddlewareFunction } from 'react-router';
import { getEnv } from '~/env.server';
import { type AtriumFeature, type Backend, backendHasFeature } from './backend';

let testBackend: Backend | undefined;

/** What answers at API_URL. */
export function apiBackend(): Backend {
  return testBackend ?? getEnv().API_BACKEND;
}

/** Unit tests: behave as if API_BACKEND were `backend`; undefined goes back to the configuration. */
export function setTestBackend(backend: Backend | undefined): void {
  testBackend = backend;
}

export function isAtriumBackend(): boolean {
  return apiBackend() === 'atrium';
}

export function backendHas(feature: AtriumFeature): boolean {
  return backendHasFeature(apiBackend(), feature);
}

/** Route middleware: the page (and its actions) exists only where the backend has the feature. */
export function requireBackendFeature(feature: AtriumFeature): MiddlewareFunction<Response> {
  return (_args, next) => {
    if (!backendHas(feature)) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
    return next();
  };
}
