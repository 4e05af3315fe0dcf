/**
 * Just enough PNG decoding to read the colours of a Playwright screenshot (8-bit RGB or RGBA, not
 * interlaced, all five row filters), and a hue count used to tell the ruler's "within" colour
 * from its "beyond" colour on the canvas.
 */
import { inflateSync } from "node:zlib";

export interface Image {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  rgba: Uint8Array;
}

export function decodePng(png: Uint8Array): Image {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (view.getUint32(0) !== 0x89504e47) throw new Error("not a PNG");
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      const h = new DataView(data.buffer, data.byteOffset, data.byteLength);
      width = h.getUint32(0);
      height = h.getUint32(4);
      const depth = data[8];
      const colour = data[9];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || data[12] !== 0) throw new Error("only 8-bit RGB/RGBA non-interlaced PNGs");
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? cur[x - channels]! : 0;
      const b = prev[x]!;
      const c = x >= channels ? prev[x - channels]! : 0;
      let v = line[x]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new Error(`bad PNG filter ${filter}`);
      cur[x] = v & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      out[o] = cur[x * channels]!;
      out[o + 1] = cur[x * channels + 1]!;
      out[o + 2] = cur[x * channels + 2]!;
      out[o + 3] = channels === 4 ? cur[x * channels + 3]! : 255;
    }
    prev = cur;
  }
  return { width, height, rgba: out };
}

/** Hue in degrees and saturation (HSV) of an RGB colour. */
export function hueOf(r: number, g: number, b: number): { hue: number; saturation: number } {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (max === 0 || d === 0) return { hue: 0, saturation: 0 };
  let hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  hue *= 60;
  if (hue < 0) hue += 360;
  return { hue, saturation: d / max };
}

/** How many clearly coloured pixels lie within `tolerance` degrees of each of the given colours' hues. */
export function countHues(image: Image, colours: Record<string, number>, tolerance = 20): Record<string, number> {
  const targets = Object.entries(colours).map(([name, c]) => ({ name, hue: hueOf((c >> 16) & 255, (c >> 8) & 255, c & 255).hue }));
  const counts: Record<string, number> = Object.fromEntries(targets.map((t) => [t.name, 0]));
  for (let i = 0; i < image.rgba.length; i += 4) {
    const { hue, saturation } = hueOf(image.rgba[i]!, image.rgba[i + 1]!, image.rgba[i + 2]!);
    if (saturation < 0.35) continue;
    for (const t of targets) {
      const diff = Math.min(Math.abs(hue - t.hue), 360 - Math.abs(hue - t.hue));
      if (diff <= tolerance) counts[t.name] = (counts[t.name] ?? 0) + 1;
    }
  }
  return counts;
}
