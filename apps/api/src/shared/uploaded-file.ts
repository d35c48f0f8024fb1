// A file of a GraphQL multipart request (decision 0031), as Yoga hands it over in the variables.

/** Yoga's files are whatwg-node ponyfills, not instances of the global Blob: recognised by shape. */
export function isUploadedFile(value: unknown): value is File {
  if (value instanceof Blob) return true;
  const file = value as { arrayBuffer?: unknown; size?: unknown; name?: unknown } | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.arrayBuffer === 'function' &&
    typeof file.size === 'number' &&
    typeof file.name === 'string'
  );
}
