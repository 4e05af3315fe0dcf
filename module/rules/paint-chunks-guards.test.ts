/**
 * The per-scene paint store's edges (docs/terrain-painting.md, "The stored form"): chunks away from
 * the origin, the last chunk of the store, stamps at the cap, what each skipped part is reported as,
 * and the lookups' refusals.
 */
import { describe, expect, it } from "vitest";
import { PAINT_CHUNK, PaintedTerrain, canonicalChunkKey, chunkKey, chunkString, strokeChunkKeys, strokeOrder, type StoredStroke } from "./paint-chunks";
import { PAINT_MAX_INDEX, encodeStroke } from "./paint-codec";
import { PAINT_MAX_STAMP } from "./paint-stamps";
import { expectRefusal, hostile } from "../../tests/support/rules-error";

const LAST_CHUNK = PAINT_MAX_INDEX >> 5; // 511
const filled = (ch: string) => ch.repeat(PAINT_CHUNK * PAINT_CHUNK);
/** A chunk string with one character at (row, column) of the chunk and "." elsewhere. */
const oneCell = (row: number, col: number, ch: string) => {
  const cells = Array.from({ length: PAINT_CHUNK * PAINT_CHUNK }, () => ".");
  cells[row * PAINT_CHUNK + col] = ch;
  return cells.join("");
};
const painted = (store: PaintedTerrain) => {
  const out: string[] = [];
  store.forEachPainted((i, j, area) => out.push(`${i},${j}:${area.terrain}${area.steep ? "!" : ""}${area.road === true ? "=" : ""}`));
  return out.sort();
};

describe("chunk keys", () => {
  it("chunkKey takes 0 and the last chunk of either index and refuses one past, by name", () => {
    expect(PAINT_CHUNK).toBe(32);
    expect(chunkKey(0, 0)).toBe("r0c0");
    expect(chunkKey(LAST_CHUNK, LAST_CHUNK)).toBe("r511c511");
    expectRefusal(() => chunkKey(LAST_CHUNK + 1, 0), "OUT_OF_RANGE", "ci", 512, "expected a whole number from 0 to 511");
    expectRefusal(() => chunkKey(0, LAST_CHUNK + 1), "OUT_OF_RANGE", "cj", 512, "expected a whole number from 0 to 511");
    expectRefusal(() => chunkKey(-1, 0), "OUT_OF_RANGE", "ci", -1, "expected a whole number from 0 to 511");
    expectRefusal(() => chunkKey(0, -1), "OUT_OF_RANGE", "cj", -1, "expected a whole number from 0 to 511");
  });

  it("canonicalChunkKey drops leading zeros and refuses anything but r<1–3 digits>c<1–3 digits>", () => {
    expect(canonicalChunkKey("r00c1")).toBe("r0c1");
    expect(canonicalChunkKey("r012c003")).toBe("r12c3");
    expect(canonicalChunkKey("r999c999")).toBe("r999c999");
    for (const bad of ["r1c", "rc1", "r1234c1", "r1c1234", "xr1c1", "r1c1x", "R1C1", ""]) expect([bad, canonicalChunkKey(bad)]).toEqual([bad, null]);
  });
});

describe("reading the stored form", () => {
  it("nothing stored is an empty store with no problem; a value that is not an object is one problem", () => {
    for (const data of [null, undefined, {}, { chunks: null, strokes: null }]) {
      const s = PaintedTerrain.from(data);
      expect([s.problems, s.paintedCount, s.strokeOrder, s.maxStamp]).toEqual([[], 0, [], 0]);
    }
    for (const data of ["nonsense", 5, true]) expect(PaintedTerrain.from(data).problems).toEqual([{ where: "paint", reason: "not an object" }]);
    // chunks or strokes that are not objects are ignored
    expect(PaintedTerrain.from({ chunks: "abc", strokes: 5 }).problems).toEqual([]);
    expect(PaintedTerrain.from({ strokes: "ab" }).problems).toEqual([]);
    expect(PaintedTerrain.from({ strokes: { gone: undefined, also: null } }).problems).toEqual([]);
  });

  it("a chunk away from the origin loads at its own rows and columns", () => {
    const s = PaintedTerrain.from({ chunks: { r2c3: oneCell(5, 7, "i"), r0c1: oneCell(0, 0, "R") } });
    expect(s.problems).toEqual([]);
    expect(s.codeAt(2 * 32 + 5, 3 * 32 + 7)).toBe(9);
    expect(s.codeAt(0, 32)).toBe(36);
    expect(s.areaAt({ i: 0, j: 32 })).toEqual({ terrain: "mountains", steep: true, road: true });
    expect(s.codeAt(2 * 32 + 7, 3 * 32 + 5)).toBe(0);
    expect(s.paintedCount).toBe(2);
    expect(painted(s)).toEqual(["0,32:mountains!=", "69,103:forest"]);
    expect(s.chunkKeys().sort()).toEqual(["r0c1", "r2c3"]);
    expect(s.chunkStrings()).toEqual({ r0c1: oneCell(0, 0, "R"), r2c3: oneCell(5, 7, "i") });
    expect(Object.keys(s.chunkStrings())).toEqual(["r0c1", "r2c3"]);
  });

  it("the last chunk of the store loads; one past it is out of range", () => {
    const s = PaintedTerrain.from({ chunks: { r511c511: oneCell(31, 31, "a"), r512c0: filled("a"), r0c512: filled("a") } });
    expect(s.codeAt(PAINT_MAX_INDEX, PAINT_MAX_INDEX)).toBe(1);
    expect(painted(s)).toEqual([`${PAINT_MAX_INDEX},${PAINT_MAX_INDEX}:optimal`]);
    expect(s.problems).toEqual([
      { where: "chunks.r512c0", reason: "chunk out of range" },
      { where: "chunks.r0c512", reason: "chunk out of range" },
    ]);
  });

  it("each malformed chunk is reported once with its reason; a null chunk is a deletion marker", () => {
    const bad = filled("a").slice(0, 100) + "\u00e9" + filled("a").slice(101);
    const s = PaintedTerrain.from({
      chunks: { r0c0: "short", r0c1: filled("a") + "a", r0c2: bad, r0c3: oneCell(0, 0, "z"), r0c4: null, r0c5: 7, r0c6: undefined, nope: filled("a") },
    });
    expect(s.problems).toEqual([
      { where: "chunks.r0c0", reason: "malformed chunk" },
      { where: "chunks.r0c1", reason: "malformed chunk" },
      { where: "chunks.r0c2", reason: "invalid character at 100" },
      { where: "chunks.r0c3", reason: "invalid character at 0" },
      { where: "chunks.r0c5", reason: "malformed chunk" },
      { where: "chunks.nope", reason: "malformed chunk" },
    ]);
    expect(s.paintedCount).toBe(0);
    expect(s.chunkKeys()).toEqual([]);
  });

  it("a character code of 128 or more is invalid", () => {
    const s = PaintedTerrain.from({ chunks: { r0c0: "\u0080" + filled(".").slice(1) } });
    expect(s.problems).toEqual([{ where: "chunks.r0c0", reason: "invalid character at 0" }]);
  });

  it("a chunk whose last character is bad is refused whole", () => {
    const s = PaintedTerrain.from({ chunks: { r0c0: filled("a").slice(0, -1) + "s" } });
    expect(s.problems).toEqual([{ where: "chunks.r0c0", reason: `invalid character at ${PAINT_CHUNK * PAINT_CHUNK - 1}` }]);
    expect(s.codeAt(0, 0)).toBe(0);
  });

  it("a second spelling of a chunk is reported as the duplicate of the canonical key", () => {
    const s = PaintedTerrain.from({ chunks: { r01c02: filled("b"), r1c2: filled("a") } });
    expect(s.problems).toEqual([{ where: "chunks.r01c02", reason: "duplicate of chunks.r1c2" }]);
    expect(s.codeAt(32, 64)).toBe(1);
    expect(s.paintedCount).toBe(1024);
  });

  it("strokes: null is a deletion marker; each malformed one is reported; stamps up to the cap either way load", () => {
    const s = PaintedTerrain.from({
      strokes: {
        gone: null,
        top: { t: PAINT_MAX_STAMP, c: "c1,1,1" },
        low: { t: -PAINT_MAX_STAMP, c: "a1,1,2" },
        over: { t: PAINT_MAX_STAMP + 2, c: "a5,5,1" },
        under: { t: -PAINT_MAX_STAMP - 2, c: "a5,5,1" },
        text: { t: "1", c: "a5,5,1" },
        nan: { t: Number.NaN, c: "a5,5,1" },
        inf: { t: Number.POSITIVE_INFINITY, c: "a5,5,1" },
        noc: { t: 1, c: 5 },
        "bad-key": { t: 1, c: "a5,5,1" },
        runs: { t: 3, c: "a5,5,1;zz" },
      },
    });
    expect(s.problems).toEqual([
      { where: "strokes.over", reason: "malformed stroke" },
      { where: "strokes.under", reason: "malformed stroke" },
      { where: "strokes.text", reason: "malformed stroke" },
      { where: "strokes.nan", reason: "malformed stroke" },
      { where: "strokes.inf", reason: "malformed stroke" },
      { where: "strokes.noc", reason: "malformed stroke" },
      { where: "strokes.bad-key", reason: "malformed stroke" },
      { where: "strokes.runs", reason: 'Enchanted Realms rules: invalid stroke run = "zz": expected <code><row>,<column>,<length> in base 36' },
    ]);
    expect(s.strokeOrder).toEqual(["low", "top"]);
    expect(s.maxStamp).toBe(PAINT_MAX_STAMP);
    // a malformed stroke changes nothing, not even its first, well-formed run
    expect(s.codeAt(5, 5)).toBe(0);
    expect(s.codeAt(1, 1)).toBe(3);
    expect(s.codeAt(1, 2)).toBe(1);
  });

  it("strokes apply in stamp order, then key order; the largest stamp is kept, never below 0", () => {
    const s = PaintedTerrain.from({ strokes: { b: { t: 5, c: "b0,0,1" }, a: { t: 5, c: "a0,0,1" }, z: { t: -3, c: "c0,0,1" }, y: { t: 7, c: "d0,1,1" } } });
    expect(s.strokeOrder).toEqual(["z", "a", "b", "y"]);
    expect(s.codeAt(0, 0)).toBe(2);
    expect(s.maxStamp).toBe(7);
    expect(PaintedTerrain.from({ strokes: { a: { t: -4, c: "a0,0,1" } } }).maxStamp).toBe(0);
  });

  it("strokeOrder compares stamps, then keys", () => {
    const st = (t: number): StoredStroke => ({ t, c: "" });
    expect(strokeOrder(["a", st(1)], ["b", st(2)])).toBeLessThan(0);
    expect(strokeOrder(["b", st(2)], ["a", st(1)])).toBeGreaterThan(0);
    expect(strokeOrder(["a", st(1)], ["b", st(1)])).toBe(-1);
    expect(strokeOrder(["b", st(1)], ["a", st(1)])).toBe(1);
    expect(strokeOrder(["a", st(1)], ["a", st(1)])).toBe(0);
  });
});

describe("strokes on the store", () => {
  it("painting over, clearing and clearing an unpainted hex keep the painted count", () => {
    const s = new PaintedTerrain();
    s.applyEncoded(encodeStroke([{ i: 40, j: 40, code: "a" }, { i: 40, j: 41, code: "a" }]));
    expect(s.paintedCount).toBe(2);
    s.applyEncoded(encodeStroke([{ i: 40, j: 40, code: "b" }]));
    expect(s.paintedCount).toBe(2);
    s.applyEncoded(encodeStroke([{ i: 40, j: 41, code: "." }]));
    expect(s.paintedCount).toBe(1);
    // clearing where nothing was painted creates no chunk and counts nothing
    s.applyEncoded(encodeStroke([{ i: 500, j: 500, code: "." }, { i: 40, j: 41, code: "." }]));
    expect(s.paintedCount).toBe(1);
    expect(s.chunkKeys()).toEqual(["r1c1"]);
    expect(s.codeAt(40, 40)).toBe(2);
    expect(s.codeOf({ i: 40, j: 40 })).toBe("b");
    expect(s.codeOf({ i: 40, j: 41 })).toBe(".");
  });

  it("a run across a chunk's edge paints both chunks; a malformed stroke changes nothing", () => {
    const s = new PaintedTerrain();
    s.applyEncoded("a1,u,4"); // columns 30–33
    expect([s.codeAt(1, 29), s.codeAt(1, 30), s.codeAt(1, 33), s.codeAt(1, 34)]).toEqual([0, 1, 1, 0]);
    expect(s.chunkKeys().sort()).toEqual(["r0c0", "r0c1"]);
    expect(() => s.applyEncoded("b1,u,1;??")).toThrow();
    expect(s.codeAt(1, 30)).toBe(1);
  });

  it("chunkString: a chunk once painted and cleared reads as nothing; a key that is not a chunk's reads as nothing", () => {
    const s = new PaintedTerrain();
    s.applyEncoded("a0,0,1;cx,1t,1"); // (0, 0) and (33, 65)
    expect(s.chunkString("r0c0")).toBe(oneCell(0, 0, "a"));
    expect(s.chunkString("r1c2")).toBe(oneCell(1, 1, "c"));
    expect(s.chunkString("r001c02")).toBe(oneCell(1, 1, "c"));
    s.applyEncoded(".0,0,1");
    expect(s.chunkString("r0c0")).toBeNull();
    expect(s.chunkString("r5c5")).toBeNull();
    expect(s.chunkString("nope")).toBeNull();
    expect(s.chunkString(hostile(5))).toBeNull();
    // the emptied chunk is still held, but chunkStrings leaves it out as its contract says
    expect(s.chunkKeys().sort()).toEqual(["r0c0", "r1c2"]);
    expect(s.chunkStrings()).toEqual({ r1c2: oneCell(1, 1, "c") });
  });

  it("chunkString writes every code, in blocks past 256 characters", () => {
    const bytes = new Uint8Array(PAINT_CHUNK * PAINT_CHUNK);
    for (let k = 0; k < bytes.length; k++) bytes[k] = k % 37;
    const s = chunkString(bytes);
    expect(s).toHaveLength(1024);
    expect(s.slice(0, 3)).toBe(".ab");
    expect(s.slice(18, 21)).toBe("rAB");
    expect(s[36]).toBe("R");
    expect(s[37]).toBe(".");
    expect(s.slice(255, 258)).toBe(`${s[255]}${s[256]}${s[257]}`);
    expect(s[300]).toBe(".abcdefghijklmnopqrABCDEFGHIJKLMNOPQR"[300 % 37]);
    expect(s[1023]).toBe(".abcdefghijklmnopqrABCDEFGHIJKLMNOPQR"[1023 % 37]);
    expect(chunkString(new Uint8Array(3))).toBe("...");
  });

  it("strokeChunkKeys: every chunk a run touches, sorted", () => {
    expect(strokeChunkKeys("a1,u,4")).toEqual(["r0c0", "r0c1"]);
    expect(strokeChunkKeys("a1,v,1")).toEqual(["r0c0"]);
    expect(strokeChunkKeys("a1,w,1")).toEqual(["r0c1"]);
    expect(strokeChunkKeys("a1,0,2t")).toEqual(["r0c0", "r0c1", "r0c2", "r0c3"]); // columns 0…100
    expect(strokeChunkKeys("az,0,1;a0,0,1")).toEqual(["r0c0", "r1c0"]);
    expect(strokeChunkKeys("")).toEqual([]);
  });
});

describe("lookups", () => {
  it("refuse a missing offset and coordinates that are not numbers, naming them", () => {
    const s = new PaintedTerrain();
    expectRefusal(() => s.areaAt(hostile(null)), "INVALID_ARGUMENT", "offset", null, "expected an offset {i, j}");
    expectRefusal(() => s.areaAt(hostile(5)), "INVALID_ARGUMENT", "offset", 5, "expected an offset {i, j}");
    expectRefusal(() => s.codeOf(hostile("x")), "INVALID_ARGUMENT", "offset", "x", "expected an offset {i, j}");
    expectRefusal(() => s.codeOf(hostile(null)), "INVALID_ARGUMENT", "offset", null, "expected an offset {i, j}");
    expectRefusal(() => s.codeAt(1, hostile("2")), "NOT_A_NUMBER", "offset", { i: 1, j: "2" }, "expected numeric coordinates");
    expectRefusal(() => s.codeAt(hostile("1"), 2), "NOT_A_NUMBER", "offset", { i: "1", j: 2 }, "expected numeric coordinates");
  });

  it("read the store's last row and column and nothing past them", () => {
    const s = new PaintedTerrain();
    const last = PAINT_MAX_INDEX.toString(36);
    s.applyEncoded(`a${last},${last},1;b0,0,1`);
    expect(s.codeAt(PAINT_MAX_INDEX, PAINT_MAX_INDEX)).toBe(1);
    expect(s.codeAt(PAINT_MAX_INDEX + 1, PAINT_MAX_INDEX)).toBe(0);
    expect(s.codeAt(PAINT_MAX_INDEX, PAINT_MAX_INDEX + 1)).toBe(0);
    // 16384 + 0 would wrap onto row 0 under a looser mask
    expect(s.codeAt(PAINT_MAX_INDEX + 1, 0)).toBe(0);
    expect(s.codeAt(0, PAINT_MAX_INDEX + 1)).toBe(0);
    expect(s.codeAt(-16384, 0)).toBe(0);
    // a fractional row or column reads as unpainted, not as the hex it rounds to
    expect(s.codeAt(0.5, 0)).toBe(0);
    expect(s.codeAt(0, 0.5)).toBe(0);
    expect(s.codeAt(0, 0)).toBe(2);
    expect(s.areaAt({ i: 0, j: 0 })).toEqual({ terrain: "optimal", steep: true });
    expect(s.areaAt({ i: 1, j: 0 })).toBeNull();
  });
});
