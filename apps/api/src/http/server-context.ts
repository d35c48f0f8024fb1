// What the Node server hands Yoga with each request, and the request id of the one being answered
// (so masked errors are logged against it).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ServerContext {
  clientIp: string;
  requestId: string;
}

export const currentRequest = new AsyncLocalStorage<{ requestId: string }>();
