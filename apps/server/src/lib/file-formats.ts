import { SERVICE_FILE_FORMATS, type ServiceFileFormat } from '@steelyard/contracts';

/*
 * What a drawing file really is, told by its first bytes; the name's extension must agree. A file
 * renamed to look like a drawing (an executable called part.dxf, a PDF called part.step) is refused.
 */

const ascii = (data: Uint8Array, from: number, to: number) =>
  Buffer.from(data.subarray(from, Math.min(to, data.length))).toString('latin1');

const startsWith = (data: Uint8Array, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/** ASCII DXF opens with the group code 0 and a SECTION (leading spaces and either line ending). */
const ASCII_DXF = /^\s*0\r?\n\s*SECTION\r?\n/u;
/** DWG opens with its release: AC1012 (R13) to AC1032 (2018+), and older AC10xx/AC2.xx. */
const DWG = /^AC1\d{3}/u;
/** IGES: 80-column records; the first is a Start record (`S` in column 73, its number after it). */
const IGES_START = /^.{72}S\s*0*1\r?\n/u;

const DETECTORS: Array<[ServiceFileFormat, (data: Uint8Array) => boolean]> = [
  ['pdf', (d) => ascii(d, 0, 5) === '%PDF-'],
  ['dwg', (d) => DWG.test(ascii(d, 0, 6))],
  ['dxf', (d) => ASCII_DXF.test(ascii(d, 0, 64)) || ascii(d, 0, 22) === 'AutoCAD Binary DXF\r\n\x1a\0'],
  ['step', (d) => ascii(d, 0, 13) === 'ISO-10303-21;'],
  ['iges', (d) => IGES_START.test(ascii(d, 0, 84))],
  ['jpeg', (d) => startsWith(d, [0xff, 0xd8, 0xff])],
  ['png', (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['webp', (d) => ascii(d, 0, 4) === 'RIFF' && ascii(d, 8, 12) === 'WEBP'],
];

/** The format the content shows, or null for anything else. */
export function detectFileFormat(data: Uint8Array): ServiceFileFormat | null {
  return DETECTORS.find(([, matches]) => matches(data))?.[0] ?? null;
}

/** The format when the content is a drawing or photo and the name's extension says the same; else null. */
export function checkDrawingFile(filename: string, data: Uint8Array): ServiceFileFormat | null {
  const format = detectFileFormat(data);
  if (!format) return null;
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  return (SERVICE_FILE_FORMATS[format] as readonly string[]).includes(extension) ? format : null;
}

/** The Content-Type a file is served with (download only: see the route). */
export const FILE_CONTENT_TYPES: Record<ServiceFileFormat, string> = {
  pdf: 'application/pdf',
  dxf: 'image/vnd.dxf',
  dwg: 'image/vnd.dwg',
  step: 'model/step',
  iges: 'model/iges',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
