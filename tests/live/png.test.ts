import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { countHues, decodePng, hueOf } from "./png";

/** A PNG of RGB rows, each row with the given filter byte (already-filtered bytes). */
function png(width: number, rows: { filter: number; bytes: number[] }[]): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "ascii");
    Buffer.from(data).copy(out, 8);
    return out; // CRC left zero: the decoder does not check it
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(rows.length, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.from(rows.flatMap((r) => [r.filter, ...r.bytes]));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", new Uint8Array())]);
}

describe("reading screenshot colours", () => {
  it("decodes RGB rows with the none, sub and up filters", () => {
    const image = decodePng(png(2, [
      { filter: 0, bytes: [213, 94, 0, 0, 114, 178] },
      { filter: 1, bytes: [10, 20, 30, 5, 5, 5] }, // second pixel = first + 5
      { filter: 2, bytes: [1, 1, 1, 0, 0, 0] }, // = row above + delta
    ]));
    expect(image.width).toBe(2);
    expect([...image.rgba.subarray(0, 8)]).toEqual([213, 94, 0, 255, 0, 114, 178, 255]);
    expect([...image.rgba.subarray(8, 16)]).toEqual([10, 20, 30, 255, 15, 25, 35, 255]);
    expect([...image.rgba.subarray(16, 24)]).toEqual([11, 21, 31, 255, 15, 25, 35, 255]);
  });

  it("counts the ruler's within (blue) and beyond (vermilion) hues apart, ignoring grey", () => {
    const image = decodePng(png(3, [{ filter: 0, bytes: [213, 94, 0, 0, 114, 178, 128, 128, 128] }]));
    expect(countHues(image, { within: 0x0072b2, beyond: 0xd55e00 })).toEqual({ within: 1, beyond: 1 });
    expect(hueOf(128, 128, 128).saturation).toBe(0);
  });
});
