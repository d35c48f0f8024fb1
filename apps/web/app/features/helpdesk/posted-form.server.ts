// Reads a messages form's post (multipart with files, or urlencoded) with a size limit. The Fetch
// API's request.formData() would read a body of any size into memory; the helpdesk's largest
// honest post is five 10 MB files plus the text (MAX_FORM_BYTES), so anything larger is refused
// before it is parsed — by its Content-Length when it says so, else while it is being read.
import { MAX_FORM_BYTES } from './attachment-rules';

export type PostedForm = { ok: true; form: FormData } | { ok: false; tooLarge: true };

export async function readPostedForm(request: Request, limit = MAX_FORM_BYTES): Promise<PostedForm> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, form: await request.formData() };
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  const body = new Blob(chunks as BlobPart[]);
  const headers = { 'Content-Type': request.headers.get('content-type') ?? '' };
  return { ok: true, form: await new Response(body, { headers }).formData() };
}
