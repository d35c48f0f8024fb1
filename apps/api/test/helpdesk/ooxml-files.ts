// Real OOXML documents for the attachment tests: the smallest set of parts with which Word, Excel,
// PowerPoint and LibreOffice open a docx, xlsx and pptx.
import { contentTypes, DOC_TYPE, escapeXml, REL, relationships, XML, zipParts } from './ooxml-package.ts';
import { presentationParts } from './pptx-parts.ts';

export function docxBytes(text = 'Floor plan notes: the sofa goes by the window.'): Uint8Array {
  return zipParts({
    '[Content_Types].xml': contentTypes({
      '/word/document.xml': `${DOC_TYPE}.wordprocessingml.document.main+xml`,
    }),
    '_rels/.rels': relationships({ rId1: ['officeDocument', 'word/document.xml'] }),
    'word/document.xml': `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

export function xlsxBytes(
  rows: [string, number][] = [
    ['Sofa', 2],
    ['Armchair', 4],
  ],
): Uint8Array {
  const cells = rows
    .map(
      ([label, qty], i) =>
        `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${escapeXml(label)}</t></is></c><c r="B${i + 1}"><v>${qty}</v></c></row>`,
    )
    .join('');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return zipParts({
    '[Content_Types].xml': contentTypes({
      '/xl/workbook.xml': `${DOC_TYPE}.spreadsheetml.sheet.main+xml`,
      '/xl/worksheets/sheet1.xml': `${DOC_TYPE}.spreadsheetml.worksheet+xml`,
    }),
    '_rels/.rels': relationships({ rId1: ['officeDocument', 'xl/workbook.xml'] }),
    'xl/workbook.xml': `${XML}<workbook xmlns="${main}" xmlns:r="${REL}"><sheets><sheet name="Items" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': relationships({ rId1: ['worksheet', 'worksheets/sheet1.xml'] }),
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${main}"><sheetData>${cells}</sheetData></worksheet>`,
  });
}

export function pptxBytes(title = 'Living room, option 2'): Uint8Array {
  return zipParts(presentationParts(escapeXml(title)));
}
