// A sitemap file written as its URLs arrive: the opening, one chunk per batch of URLs, the closing.
// The next batch is asked for only when the client has taken the previous one. A failing batch
// breaks the answer off (the client sees an incomplete download, never a short valid sitemap).
import { URLSET_CLOSE, URLSET_OPEN, urlEntry } from './sitemap-xml';

export function urlsetStream(
  before: readonly string[],
  batches: AsyncIterator<string[]> | null,
  onError: (error: unknown) => void = () => {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(URLSET_OPEN + before.map((loc) => urlEntry({ loc })).join('')));
        return;
      }
      try {
        const next = batches ? await batches.next() : { done: true as const, value: undefined };
        if (next.done) {
          controller.enqueue(encoder.encode(URLSET_CLOSE));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((loc) => urlEntry({ loc })).join('')));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches?.return?.(undefined);
    },
  });
}
