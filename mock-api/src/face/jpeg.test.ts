import fs from 'node:fs';
import path from 'node:path';
import { testJpeg } from './__fixtures__/testJpeg';
import { readJpegSize } from './jpeg';

describe('readJpegSize', () => {
  it('reads the frame size of the hand-built test JPEGs', () => {
    expect(readJpegSize(testJpeg(150, 150))).toEqual({ width: 150, height: 150 });
    expect(readJpegSize(testJpeg(300, 200, 5000))).toEqual({ width: 300, height: 200 });
    expect(testJpeg(300, 300, 2_621_440)).toHaveLength(2_621_440);
  });

  it('reads the frame size of real encoder output (the e2e sample faces)', () => {
    const dir = path.resolve(__dirname, '../../../e2e/fixtures/face');
    for (const name of ['sample1.jpg', 'sample2.jpg', 'sample3.jpg']) {
      const size = readJpegSize(fs.readFileSync(path.join(dir, name)));
      expect(size).toEqual({ width: expect.any(Number), height: expect.any(Number) });
      expect(size!.width).toBeGreaterThan(100);
    }
  });

  it('skips fill bytes and standalone markers before the frame', () => {
    const jpeg = testJpeg(150, 150);
    // SOI, fill bytes, a TEM marker, then the rest (APP0 onwards).
    const padded = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff, 0x01]), jpeg.subarray(2)]);
    expect(readJpegSize(padded)).toEqual({ width: 150, height: 150 });
  });

  it('refuses what is not a complete JPEG', () => {
    const jpeg = testJpeg(150, 150);
    expect(readJpegSize(Buffer.alloc(0))).toBeUndefined();
    expect(readJpegSize(Buffer.from('not a jpeg at all'))).toBeUndefined();
    // Cut short: no EOI.
    expect(readJpegSize(jpeg.subarray(0, jpeg.length - 1))).toBeUndefined();
    // No SOI.
    expect(readJpegSize(jpeg.subarray(2))).toBeUndefined();
    // The scan starts before any frame header.
    const noFrame = Buffer.concat([jpeg.subarray(0, 20), jpeg.subarray(39)]);
    expect(noFrame.subarray(20, 22)).toEqual(Buffer.from([0xff, 0xda]));
    expect(readJpegSize(noFrame)).toBeUndefined();
    // A segment length running past the end.
    const broken = Buffer.from(jpeg);
    broken[4] = 0xff;
    expect(readJpegSize(broken)).toBeUndefined();
    // A frame of height 0 (defined later by DNL) is not accepted.
    expect(readJpegSize(testJpeg(150, 0))).toBeUndefined();
  });
});
