// The parts of the smallest presentation PowerPoint and LibreOffice open: one slide on one layout of
// one master, with the theme PowerPoint insists on (colours, fonts and three of each format style).
import { contentTypes, relationships, XML } from './ooxml-package.ts';

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const PML = 'application/vnd.openxmlformats-officedocument.presentationml';
const GROUP = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';
const SAME_COLOURS = '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr>';

const colour = (name: string, hex: string) => `<a:${name}><a:srgbClr val="${hex}"/></a:${name}>`;
const COLOURS = [
  colour('dk1', '000000'),
  colour('lt1', 'FFFFFF'),
  colour('dk2', '44546A'),
  colour('lt2', 'E7E6E6'),
  ...['4472C4', 'ED7D31', 'A5A5A5', 'FFC000', '5B9BD5', '70AD47'].map((hex, i) =>
    colour(`accent${i + 1}`, hex),
  ),
  colour('hlink', '0563C1'),
  colour('folHlink', '954F72'),
].join('');
const FONT = '<a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/>';
const FILL = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
const three = (text: string) => text.repeat(3);
const THEME = `${XML}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Atrium"><a:themeElements><a:clrScheme name="Atrium">${COLOURS}</a:clrScheme><a:fontScheme name="Atrium"><a:majorFont>${FONT}</a:majorFont><a:minorFont>${FONT}</a:minorFont></a:fontScheme><a:fmtScheme name="Atrium"><a:fillStyleLst>${three(FILL)}</a:fillStyleLst><a:lnStyleLst>${three(`<a:ln w="9525">${FILL}</a:ln>`)}</a:lnStyleLst><a:effectStyleLst>${three('<a:effectStyle><a:effectLst/></a:effectStyle>')}</a:effectStyleLst><a:bgFillStyleLst>${three(FILL)}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;

function textBox(text: string): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="457200"/><a:ext cx="8229600" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="2800"/><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp>`;
}

/** Every part of the presentation, by its name in the archive; `title` is already XML-escaped. */
export function presentationParts(title: string): Record<string, string> {
  return {
    '[Content_Types].xml': contentTypes({
      '/ppt/presentation.xml': `${PML}.presentation.main+xml`,
      '/ppt/slides/slide1.xml': `${PML}.slide+xml`,
      '/ppt/slideLayouts/slideLayout1.xml': `${PML}.slideLayout+xml`,
      '/ppt/slideMasters/slideMaster1.xml': `${PML}.slideMaster+xml`,
      '/ppt/theme/theme1.xml': 'application/vnd.openxmlformats-officedocument.theme+xml',
    }),
    '_rels/.rels': relationships({ rId1: ['officeDocument', 'ppt/presentation.xml'] }),
    'ppt/presentation.xml': `${XML}<p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': relationships({
      rId1: ['slideMaster', 'slideMasters/slideMaster1.xml'],
      rId2: ['slide', 'slides/slide1.xml'],
      rId3: ['theme', 'theme/theme1.xml'],
    }),
    'ppt/slideMasters/slideMaster1.xml': `${XML}<p:sldMaster ${NS}><p:cSld><p:spTree>${GROUP}</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
    'ppt/slideMasters/_rels/slideMaster1.xml.rels': relationships({
      rId1: ['slideLayout', '../slideLayouts/slideLayout1.xml'],
      rId2: ['theme', '../theme/theme1.xml'],
    }),
    'ppt/slideLayouts/slideLayout1.xml': `${XML}<p:sldLayout ${NS}><p:cSld><p:spTree>${GROUP}</p:spTree></p:cSld>${SAME_COLOURS}</p:sldLayout>`,
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels': relationships({
      rId1: ['slideMaster', '../slideMasters/slideMaster1.xml'],
    }),
    'ppt/slides/slide1.xml': `${XML}<p:sld ${NS}><p:cSld><p:spTree>${GROUP}${textBox(title)}</p:spTree></p:cSld>${SAME_COLOURS}</p:sld>`,
    'ppt/slides/_rels/slide1.xml.rels': relationships({
      rId1: ['slideLayout', '../slideLayouts/slideLayout1.xml'],
    }),
    'ppt/theme/theme1.xml': THEME,
  };
}
