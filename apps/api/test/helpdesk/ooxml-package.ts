// The packaging of OOXML test documents: `[Content_Types].xml`, relationship parts and the ZIP
// (fflate) that holds them.
import { strToU8, zipSync } from 'fflate';

export const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const DOC_TYPE = 'application/vnd.openxmlformats-officedocument';

/** `[Content_Types].xml` with the given part → content type overrides. */
export function contentTypes(overrides: Record<string, string>): string {
  const lines = Object.entries(overrides).map(
    ([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`,
  );
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${lines.join('')}</Types>`;
}

/** A `.rels` part: relationship id → [type (last segment), target]. */
export function relationships(rels: Record<string, [string, string]>): string {
  const lines = Object.entries(rels).map(
    ([id, [type, target]]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`,
  );
  return `${XML}<Relationships xmlns="${RELS_NS}">${lines.join('')}</Relationships>`;
}

export function zipParts(parts: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)])));
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
