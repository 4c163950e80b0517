/**
 * The format and pixel size of an AVIF or WebP file, read from its header, so a page can give
 * the image its width and height (no layout shift) without the company typing them. Build time
 * only: the proof file's screens (proof-screens.ts).
 */
export type ImageSize = { format: "avif" | "webp"; width: number; height: number };

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** WebP: a RIFF file whose first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return;
  const chunk = ascii(bytes, 12, 4);
  const u24 = (at: number) => view.getUint16(at, true) + (view.getUint8(at + 2) << 16);
  if (chunk === "VP8X") return { format: "webp", width: u24(24) + 1, height: u24(27) + 1 };
  if (chunk === "VP8L" && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 " && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    const width = view.getUint16(26, true) & 0x3fff;
    const height = view.getUint16(28, true) & 0x3fff;
    return { format: "webp", width, height };
  }
  return undefined;
}

type Box = { type: string; start: number; end: number };

/** The boxes (ISO base media file format) between `start` and `end`. */
function boxes(bytes: Uint8Array, view: DataView, start: number, end: number): Box[] {
  const found: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > end) break;
    found.push({ type: ascii(bytes, at + 4, 4), start: at + 8, end: at + size });
    at += size;
  }
  return found;
}

/** AVIF: an `ftyp` naming avif, and the image's size in meta › iprp › ipco › ispe. */
function avifSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  const top = boxes(bytes, view, 0, bytes.length);
  const ftyp = top.find((box) => box.type === "ftyp");
  if (!ftyp || !ascii(bytes, ftyp.start, ftyp.end - ftyp.start).includes("avif")) return;
  const child = (parent: Box | undefined, type: string, skip = 0) =>
    parent && boxes(bytes, view, parent.start + skip, parent.end).find((box) => box.type === type);
  // meta and ispe are "full" boxes: a version and flags (4 bytes) before their content.
  const meta = top.find((box) => box.type === "meta");
  const ispe = child(child(child(meta, "iprp", 4), "ipco"), "ispe");
  if (!ispe || ispe.end - ispe.start < 12) return undefined;
  const width = view.getUint32(ispe.start + 4);
  const height = view.getUint32(ispe.start + 8);
  return { format: "avif", width, height };
}

/** The image's format and size, or undefined when the bytes are neither AVIF nor WebP. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = webpSize(bytes, view) ?? avifSize(bytes, view);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
