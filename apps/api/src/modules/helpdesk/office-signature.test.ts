import CFB from 'cfb';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  docBytes,
  encryptedOoxmlBytes,
  otherCompoundBytes,
  pptBytes,
  xlsBytes,
} from '../../../test/helpdesk/legacy-office-files.ts';
import { docxBytes, pptxBytes, xlsxBytes } from '../../../test/helpdesk/ooxml-files.ts';
import { contentTypes, DOC_TYPE, zipParts } from '../../../test/helpdesk/ooxml-package.ts';
import { compoundKind, ooxmlKind } from './office-signature.ts';

const WORD_MAIN = `${DOC_TYPE}.wordprocessingml.document.main+xml`;

describe('ooxmlKind', () => {
  it('names a docx, xlsx and pptx by the main part their content types declare', () => {
    expect([ooxmlKind(docxBytes()), ooxmlKind(xlsxBytes()), ooxmlKind(pptxBytes())]).toEqual([
      'docx',
      'xlsx',
      'pptx',
    ]);
  });

  it('wants the declared main part in the archive (part names are case-insensitive URIs)', () => {
    const declared = (part: string, entry: string) =>
      ooxmlKind(
        zipParts({ '[Content_Types].xml': contentTypes({ [part]: WORD_MAIN }), [entry]: '<w:document/>' }),
      );
    expect(declared('/word/document.xml', 'word/other.xml')).toBe('zip');
    expect(declared('/Word/My%20Document.xml', 'word/my document.xml')).toBe('docx');
    // A macro-enabled document (docm) declares another main type: not a docx.
    const docm = zipParts({
      '[Content_Types].xml': contentTypes({
        '/word/document.xml': 'application/vnd.ms-word.document.macroEnabled.main+xml',
      }),
      'word/document.xml': '<w:document/>',
    });
    expect(ooxmlKind(docm)).toBe('zip');
  });

  it('lists the parts without inflating them: a 20 MB part costs nothing', () => {
    const bomb = zipSync({
      '[Content_Types].xml': new TextEncoder().encode(contentTypes({ '/word/document.xml': WORD_MAIN })),
      'word/document.xml': new Uint8Array(20 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(ooxmlKind(bomb)).toBe('docx');
  });

  it('does not inflate content types larger than any real ones', () => {
    const padded = contentTypes({ '/word/document.xml': WORD_MAIN }).replace(
      '<Types',
      `<!--${' '.repeat(300_000)}--><Types`,
    );
    expect(ooxmlKind(zipParts({ '[Content_Types].xml': padded, 'word/document.xml': '<w:document/>' }))).toBe(
      'zip',
    );
  });

  it('calls a truncated or garbled archive damaged', () => {
    const docx = docxBytes();
    expect(ooxmlKind(docx.subarray(0, docx.length - 30))).toBe('damaged-zip');
    expect(ooxmlKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('damaged-zip');
  });
});

describe('compoundKind', () => {
  it('names a doc, xls and ppt by the stream at their root', () => {
    expect([compoundKind(docBytes()), compoundKind(xlsBytes()), compoundKind(pptBytes())]).toEqual([
      'doc',
      'xls',
      'ppt',
    ]);
  });

  it('tells a password-protected OOXML file and other compound files apart', () => {
    expect(compoundKind(encryptedOoxmlBytes())).toBe('encrypted-office');
    expect(compoundKind(otherCompoundBytes())).toBe('ole');
  });

  it('wants the document stream at the root with its header, not inside an embedded object', () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(
      container,
      'ObjectPool/_1234/WordDocument',
      CFB.find(CFB.read(docBytes(), { type: 'array' }), 'WordDocument')!.content,
    );
    expect(compoundKind(new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer))).toBe('ole');
    const garbled = CFB.utils.cfb_new();
    CFB.utils.cfb_add(garbled, 'WordDocument', new Uint8Array(64).fill(0x41));
    expect(compoundKind(new Uint8Array(CFB.write(garbled, { type: 'buffer' }) as Buffer))).toBe('ole');
  });

  it('calls a truncated compound file damaged', () => {
    expect(compoundKind(docBytes().subarray(0, 600))).toBe('damaged-ole');
  });
});
