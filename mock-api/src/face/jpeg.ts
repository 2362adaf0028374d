/**
 * The size of a JPEG as its frame header (SOFn marker) declares it. Only the marker structure
 * is read: SOI first, segments with their lengths up to the first SOFn, EOI last. The pixel
 * data is not decoded, so a byte sequence with a valid SOI, SOF and EOI passes.
 */
export interface JpegSize {
  width: number;
  height: number;
}

const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;

/** SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers without a length: TEM and RST0..RST7. */
const isStandalone = (marker: number): boolean => marker === TEM || (marker >= 0xd0 && marker <= 0xd7);

/** The frame size, or undefined when the bytes are not a complete JPEG (no SOI, no SOF before the scan, no EOI). */
export function readJpegSize(bytes: Uint8Array): JpegSize | undefined {
  const length = bytes.length;
  if (length < 4 || bytes[0] !== MARKER || bytes[1] !== SOI) return undefined;
  if (bytes[length - 2] !== MARKER || bytes[length - 1] !== EOI) return undefined;

  let at = 2;
  while (at + 4 <= length) {
    if (bytes[at] !== MARKER) return undefined;
    // Any number of fill bytes (FF) may precede a marker.
    while (at < length && bytes[at] === MARKER) at += 1;
    const marker = bytes[at];
    at += 1;
    if (marker === undefined || marker === SOI || marker === EOI || marker === SOS) return undefined;
    if (isStandalone(marker)) continue;
    if (at + 2 > length) return undefined;
    const segment = (bytes[at]! << 8) | bytes[at + 1]!;
    if (segment < 2 || at + segment > length) return undefined;
    if (isStartOfFrame(marker)) {
      // Length (2), precision (1), height (2), width (2).
      if (segment < 8) return undefined;
      const height = (bytes[at + 3]! << 8) | bytes[at + 4]!;
      const width = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    at += segment;
  }
  return undefined;
}
