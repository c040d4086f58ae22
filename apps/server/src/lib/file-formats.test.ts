import { describe, expect, it } from 'vitest';
import { DRAWING_BYTES } from '../../test/service-fixtures.ts';
import { jpegBytes } from '../../test/factories.ts';
import { checkDrawingFile, detectFileFormat } from './file-formats.ts';

describe('drawing files are told by their content', () => {
  it('knows PDF, DXF (ASCII and binary), DWG, STEP, IGES and photos', async () => {
    expect(detectFileFormat(DRAWING_BYTES.pdf)).toBe('pdf');
    expect(detectFileFormat(DRAWING_BYTES.dxf)).toBe('dxf');
    expect(detectFileFormat(Buffer.from('0\r\nSECTION\r\n2\r\nENTITIES\r\n'))).toBe('dxf');
    expect(detectFileFormat(Buffer.from('AutoCAD Binary DXF\r\n\x1a\0rest', 'latin1'))).toBe('dxf');
    expect(detectFileFormat(DRAWING_BYTES.dwg)).toBe('dwg');
    expect(detectFileFormat(DRAWING_BYTES.step)).toBe('step');
    expect(detectFileFormat(DRAWING_BYTES.iges)).toBe('iges');
    expect(detectFileFormat(await jpegBytes())).toBe('jpeg');
    expect(detectFileFormat(DRAWING_BYTES.exe)).toBeNull();
    expect(detectFileFormat(Buffer.from('just some text'))).toBeNull();
  });

  it('wants the name to say what the content is', () => {
    expect(checkDrawingFile('part.PDF', DRAWING_BYTES.pdf)).toBe('pdf');
    expect(checkDrawingFile('part.stp', DRAWING_BYTES.step)).toBe('step');
    expect(checkDrawingFile('part.igs', DRAWING_BYTES.iges)).toBe('iges');
    expect(checkDrawingFile('part.dxf', DRAWING_BYTES.pdf)).toBeNull();
    expect(checkDrawingFile('part.dxf', DRAWING_BYTES.exe)).toBeNull();
    expect(checkDrawingFile('part', DRAWING_BYTES.pdf)).toBeNull();
  });
});
