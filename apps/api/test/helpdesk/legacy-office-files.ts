// Word, Excel and PowerPoint 97–2003 files for the attachment tests: OLE2 compound files (written by
// cfb, as Office writes them) holding the stream that makes each what it is, opened by the header
// Office writes there: a Word FIB (wIdent 0xA5EC), a BIFF8 workbook (BOF … EOF records of a globals
// part and one sheet), a PowerPoint DocumentContainer record beside its Current User stream.
// LibreOffice opens the doc (empty) and the xls; the ppt has the right streams but no slides, so
// the tests' real presentation is fixtures/libreoffice.ppt (attachment-files.ts).
import CFB from 'cfb';

function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, content);
  // cfb_new leaves a placeholder stream that Office files do not have.
  CFB.utils.cfb_del(container, '\u0001Sh33tJ5');
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

/** A BIFF record: type, length, data (little-endian). */
function record(type: number, data: number[] = []): number[] {
  return [type & 0xff, type >> 8, data.length & 0xff, data.length >> 8, ...data];
}
const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];
const bof = (kind: number) =>
  record(0x0809, [...u16(0x0600), ...u16(kind), ...u16(0x0dbb), ...u16(0x07cc), ...u32(0), ...u32(0x0600)]);
const EOF = record(0x000a);

export function docBytes(): Uint8Array {
  // The FIB's base: wIdent, nFib (Word 97), unused, lid (en-US), pnNext, flags (1Table is the table stream).
  const fib = new Uint8Array(1472);
  fib.set([...u16(0xa5ec), ...u16(0x00c1), ...u16(0), ...u16(0x0409), ...u16(0), ...u16(0x0200)]);
  return compoundFile({ WordDocument: fib, '1Table': new Uint8Array(512) });
}

export function xlsBytes(): Uint8Array {
  const name = Array.from('Items', (c) => c.charCodeAt(0));
  const sheetRecord = (offset: number) => record(0x0085, [...u32(offset), 0, 0, name.length, 0, ...name]);
  const globalsLength = bof(0x0005).length + sheetRecord(0).length + EOF.length;
  const globals = [...bof(0x0005), ...sheetRecord(globalsLength), ...EOF];
  const quantity = new DataView(new ArrayBuffer(8));
  quantity.setFloat64(0, 4, true);
  const sheet = [
    ...bof(0x0010),
    ...record(0x0200, [...u32(0), ...u32(1), ...u16(0), ...u16(1), ...u16(0)]),
    ...record(0x0203, [...u16(0), ...u16(0), ...u16(0), ...new Uint8Array(quantity.buffer)]),
    ...EOF,
  ];
  return compoundFile({ Workbook: new Uint8Array([...globals, ...sheet]) });
}

export function pptBytes(): Uint8Array {
  // recVer 0xF (a container), recType 1000 (DocumentContainer), recLen 0.
  const document = new Uint8Array([0x0f, 0x00, 0xe8, 0x03, 0, 0, 0, 0]);
  // CurrentUserAtom: recType 0x0FF6, size 20, headerToken 0xE391C05F (not encrypted).
  const currentUser = new Uint8Array([
    ...[0x00, 0x00, 0xf6, 0x0f],
    ...u32(20),
    ...u32(20),
    ...u32(0xe391c05f),
    ...u32(0),
    ...u16(0),
    ...u16(0x03f4),
    ...[3, 0],
    ...u16(0),
  ]);
  return compoundFile({ 'PowerPoint Document': document, 'Current User': currentUser });
}

/** A compound file that is none of these (e.g. an Outlook message or an MSI installer). */
export function otherCompoundBytes(): Uint8Array {
  return compoundFile({ __substg1: new Uint8Array(64) });
}

/** A password-protected OOXML document: Office wraps it in a compound file. */
export function encryptedOoxmlBytes(): Uint8Array {
  return compoundFile({ EncryptionInfo: new Uint8Array(64), EncryptedPackage: new Uint8Array(256) });
}
