import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import {
  allowedFiles,
  disguisedFiles,
  file,
  officeSuiteFiles,
  pngBytes,
} from '../../../test/helpdesk/attachment-files.ts';
import { docBytes } from '../../../test/helpdesk/legacy-office-files.ts';
import { checkAttachments, MAX_ATTACHMENT_BYTES, TOO_MANY_ATTACHMENTS } from './attachment-check.ts';

/** The refusal's message, after checking it is a graphql-input error. */
async function refusal(files: File[]): Promise<string> {
  const error = await checkAttachments(files).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  expect((error as GraphQLError).extensions.category).toBe('graphql-input');
  return (error as GraphQLError).message;
}

/** A file whose bytes must never be read. */
function unreadable(name: string, size: number) {
  const arrayBuffer = vi.fn(() => Promise.reject(new Error('read')));
  return { file: { name, size, type: '', arrayBuffer } as unknown as File, arrayBuffer };
}

describe('checkAttachments', () => {
  it('takes a real file of every allowed kind, with its stored extension and MIME type', async () => {
    const files = Object.values(await allowedFiles());
    const checked = await checkAttachments(files.slice(0, 5));
    const more = await checkAttachments(files.slice(5));
    expect(
      [...checked, ...more].map(({ fileName, extension, mimeType }) => [fileName, extension, mimeType]),
    ).toEqual([
      ['Photo of the room.JPG', 'jpeg', 'image/jpeg'],
      ['plan.png', 'png', 'image/png'],
      ['delivery.pdf', 'pdf', 'application/pdf'],
      ['notes.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['items.xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['options.pptx', 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      ['notes.doc', 'doc', 'application/msword'],
      ['items.xls', 'xls', 'application/vnd.ms-excel'],
      ['room options.ppt', 'ppt', 'application/vnd.ms-powerpoint'],
    ]);
    expect(checked[1]?.bytes).toEqual(new Uint8Array(await files[1]!.arrayBuffer()));
  });

  it('takes doc, xls and ppt files an office suite wrote, and extensions in any case', async () => {
    const suite = officeSuiteFiles();
    const png = file('PLAN.Png', await pngBytes());
    const checked = await checkAttachments([suite.doc, suite.xls, suite.ppt, png]);
    expect(checked.map((c) => [c.fileName, c.extension])).toEqual([
      ['minutes.doc', 'doc'],
      ['quantities.xls', 'xls'],
      ['room options.ppt', 'ppt'],
      ['PLAN.Png', 'png'],
    ]);
  });

  it('refuses a 6th file before reading any of them', async () => {
    const files = Array.from({ length: 6 }, (_, i) => unreadable(`plan-${i}.png`, 100));
    expect(await refusal(files.map((f) => f.file))).toBe(TOO_MANY_ATTACHMENTS);
    expect(TOO_MANY_ATTACHMENTS).toBe('A message takes at most 5 files; send the others in another reply.');
    for (const f of files) expect(f.arrayBuffer).not.toHaveBeenCalled();
    expect(await checkAttachments([])).toEqual([]);
  });

  it('refuses a file over 10 MB by its size, without reading it', async () => {
    const big = unreadable('scan.pdf', MAX_ATTACHMENT_BYTES + 1);
    expect(await refusal([big.file])).toBe(
      'scan.pdf is 10.1 MB, more than the 10 MB a file may have: attach a smaller copy (a compressed PDF, a smaller picture) or share it another way.',
    );
    expect(big.arrayBuffer).not.toHaveBeenCalled();
    // A file that says it is small and is not: its bytes are measured too.
    const liar = {
      name: 'liar.pdf',
      size: 100,
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(MAX_ATTACHMENT_BYTES + 1)),
    } as unknown as File;
    expect(await refusal([liar])).toMatch(/^liar\.pdf is 10\.1 MB, more than the 10 MB a file may have/);
  });

  it('refuses each disguise with the file’s name, what it really is and what to do', async () => {
    const d = await disguisedFiles();
    const allowed = 'Attach a JPEG or JPG, PNG, PDF, DOC, DOCX, XLS, XLSX, PPT or PPTX file.';
    const cases: [File, string][] = [
      [
        d.htmlAsPng,
        'report.png is not a PNG picture: its content is an HTML page. Attach the original file.',
      ],
      [d.exeAsPdf, 'invoice.pdf is not a PDF document: its content is a program. Attach the original file.'],
      [
        d.zipAsDocx,
        'contract.docx is not a Word document (DOCX): its content is a ZIP archive without an Office document in it. Attach the original file.',
      ],
      [
        d.docxAsXlsx,
        'budget.xlsx is not an Excel workbook (XLSX): its content is a Word document (DOCX). Attach it with the extension .docx, or attach the original file.',
      ],
      [
        d.oversized,
        expect.stringMatching(/^scan\.pdf is 10\.1 MB, more than the 10 MB a file may have/) as never,
      ],
      [d.empty, 'empty.pdf is empty: attach the file again, or a copy that opens.'],
      [d.exe, `setup.exe cannot be attached: .exe files are not accepted. ${allowed}`],
      [d.svg, `logo.svg cannot be attached: .svg files are not accepted. ${allowed}`],
      [file('README', 'plain words'), `README cannot be attached: it has no file extension. ${allowed}`],
      [
        file('damaged.png', (await pngBytes()).subarray(0, 24)),
        'damaged.png is not a PNG picture: its content is a damaged or incomplete picture. Attach the original file.',
      ],
      [
        file('minutes.xls', docBytes()),
        'minutes.xls is not an Excel 97–2003 workbook (XLS): its content is a Word 97–2003 document (DOC). Attach it with the extension .doc, or attach the original file.',
      ],
    ];
    for (const [bad, message] of cases) {
      // A good file beside it: the whole set is refused, not just the bad one.
      expect(await refusal([file('ok.png', await pngBytes()), bad])).toEqual(message);
    }
  });

  it('keeps a sanitised name, never a path', async () => {
    const [checked] = await checkAttachments([file('../../etc/pass\u202Ewd<1>.png', await pngBytes())]);
    expect(checked?.fileName).toBe('passwd_1_.png');
  });
});
