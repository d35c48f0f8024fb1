// GraphQL multipart uploads (decision 0031): one file per request. Yoga has put the files into the
// variables by the time params are checked; more than one is refused before anything runs. (The
// body's size is limited before parsing, server.ts: MAX_UPLOAD_BODY_BYTES.)
import type { Plugin } from 'graphql-yoga';
import { inputError } from '../shared/errors.ts';
import { isUploadedFile } from '../shared/uploaded-file.ts';

/** One picture of at most 15 MB, plus the operation and map fields. */
export const MAX_UPLOAD_BODY_BYTES = 16 * 1024 * 1024;

function countFiles(value: unknown, depth = 0): number {
  if (isUploadedFile(value)) return 1;
  if (value === null || typeof value !== 'object' || depth > 50) return 0;
  return Object.values(value).reduce<number>((sum, item) => sum + countFiles(item, depth + 1), 0);
}

export function oneFilePerRequest(): Plugin {
  return {
    onParams({ params }) {
      if (countFiles(params.variables) > 1) throw inputError('Send one file per request.');
    },
  };
}
