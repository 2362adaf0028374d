/**
 * Hand-built JPEG byte sequences for the tests: SOI, a JFIF APP0, a baseline SOF0 with the
 * given size, a minimal SOS header, filler standing in for the entropy-coded scan, EOI. Not
 * decodable as a picture: the server checks the markers, the frame size and the byte count,
 * never the pixel data. The filler is pseudo-random (never FF) so that blocks joined in the
 * wrong order or a lost block show.
 */
const SOI = [0xff, 0xd8];
const APP0_JFIF = [
  0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
];
const sof0 = (width: number, height: number) => [
  0xff,
  0xc0,
  0x00,
  0x11,
  0x08,
  height >> 8,
  height & 0xff,
  width >> 8,
  width & 0xff,
  0x03,
  0x01,
  0x22,
  0x00,
  0x02,
  0x11,
  0x01,
  0x03,
  0x11,
  0x01,
];
const SOS = [0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3f, 0x00];
const EOI = [0xff, 0xd9];

/** A JPEG of `width` x `height` that is `bytes` long (at least the headers; default: headers and 1 KiB of scan). */
export function testJpeg(width: number, height: number, bytes?: number, seed = 1): Buffer {
  const head = [...SOI, ...APP0_JFIF, ...sof0(width, height), ...SOS];
  const total = bytes ?? head.length + 1024 + EOI.length;
  const scan = total - head.length - EOI.length;
  if (scan < 0) throw new Error(`a test JPEG needs at least ${head.length + EOI.length} bytes`);
  const out = Buffer.alloc(total);
  Buffer.from(head).copy(out, 0);
  let state = seed >>> 0 || 1;
  for (let at = head.length; at < head.length + scan; at += 1) {
    // xorshift32, mapped to 0x00..0xFE
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[at] = (state >>> 0) % 0xff;
  }
  Buffer.from(EOI).copy(out, total - EOI.length);
  return out;
}
