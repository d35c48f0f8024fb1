// GraphQL multipart uploads (decisions 0031 and 0034): at most five files per request — a project
// board's one picture, or the attachments of one helpdesk message. Yoga has put the files into the
// variables by the time params are checked; a 6th is refused before anything runs. (The body's size
// is limited before parsing, server.ts: MAX_UPLOAD_BODY_BYTES.)
import type { Plugin } from 'graphql-yoga';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  TOO_MANY_ATTACHMENTS,
} from '../modules/helpdesk/attachment-check.ts';
import { inputError } from '../shared/errors.ts';
import { isUploadedFile } from '../shared/uploaded-file.ts';

/** The most files any operation takes: a helpdesk message's attachments. */
export const MAX_FILES_PER_REQUEST = MAX_ATTACHMENTS_PER_MESSAGE;
/**
 * Five attachments of at most 10 MB and 1 MB for the operation, map and multipart headers. A board
 * picture (at most 15 MB) fits too; each module refuses files over its own limit with its own message.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_FILES_PER_REQUEST * MAX_ATTACHMENT_BYTES + 1024 * 1024;

export const UPLOAD_TOO_LARGE =
  'The upload is too large: send a picture of at most 15 MB, or at most 5 files of 10 MB each.';

function countFiles(value: unknown, depth = 0): number {
  if (isUploadedFile(value)) return 1;
  if (value === null || typeof value !== 'object' || depth > 50) return 0;
  return Object.values(value).reduce<number>((sum, item) => sum + countFiles(item, depth + 1), 0);
}

export function limitFilesPerRequest(): Plugin {
  return {
    onParams({ params }) {
      if (countFiles(params.variables) > MAX_FILES_PER_REQUEST) throw inputError(TOO_MANY_ATTACHMENTS);
    },
  };
}
