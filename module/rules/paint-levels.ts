/**
 * Painted terrain and v14 Scene Levels (docs/terrain-painting.md, "Paint and Levels"). The stored
 * paint has one layer for every Level (the scene-wide `chunks` and `strokes`: all paint on v13, all
 * paint stored before Levels, and paint the GM lays "on every Level") and one layer per Level under
 * `levels.<level id>`, each with its own chunks, stroke log and compaction, in the form
 * terrain-paint.ts describes. A stroke is recorded in the layer of the Level it was painted on.
 *
 * Where a token is (its Level), the hex has the every-Level paint and that Level's paint: two more
 * terrain areas, combined like any overlapping areas (docs/rules.md §4: the hardest terrain wins, steep if
 * either says steep), as a Terrain region on all Levels and one on a single Level combine. A lookup
 * with no Level (v13, or nothing standing there) sees every layer, as it sees every region.
 */
import { RulesError } from "./errors";
import { PaintedTerrain, applyWrite, type PaintData, type PaintProblem, type PaintWrite } from "./terrain-paint";
import { resolveHexTerrain, type TerrainArea } from "./terrain-areas";
import type { Offset } from "./hex";

/** A Level id as it may key the stored paint (Foundry ids are 16 letters and digits). */
const LEVEL_ID = /^[A-Za-z0-9]{1,32}$/;

/** Whether a value is usable as a paint layer's Level id. */
export function isPaintLevelId(value: unknown): value is string {
  return typeof value === "string" && LEVEL_ID.test(value);
}

/** The path of a layer under the paint flag: "" for every Level, `levels.<id>` for one Level. */
export function paintLayerPath(level: string | null): string {
  if (level === null) return "";
  if (!isPaintLevelId(level)) throw new RulesError("INVALID_ARGUMENT", "level", level, "expected a Level id (1–32 letters or digits) or null");
  return `levels.${level}`;
}

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === "object" && !Array.isArray(x);

/** The stored form of one layer: the scene-wide chunks and strokes (null), or one Level's. */
export function paintLayerData(data: unknown, level: string | null): PaintData | undefined {
  if (!isRecord(data)) return undefined;
  if (level === null) return { chunks: data["chunks"], strokes: data["strokes"] } as PaintData;
  const levels = data["levels"];
  if (!isRecord(levels) || !Object.hasOwn(levels, level)) return undefined;
  const layer = levels[level];
  return isRecord(layer) ? (layer as PaintData) : undefined;
}

/** The Level ids that have a stored layer (a malformed key or layer is left to the caller's problems). */
export function paintLevelIds(data: unknown): string[] {
  const levels = isRecord(data) ? data["levels"] : undefined;
  return isRecord(levels) ? Object.keys(levels).filter((k) => isPaintLevelId(k) && isRecord(levels[k])).sort() : [];
}

/** Two painted areas of one hex as one (docs/rules.md §4); either may be missing. */
function combine(a: TerrainArea | null, b: TerrainArea | null): TerrainArea | null {
  if (a === null) return b;
  if (b === null) return a;
  return resolveHexTerrain(a.terrain, [a, b]);
}

/** The painted terrain of a scene, every layer, for O(1) lookups per layer. */
export class LevelledPaint {
  readonly base: PaintedTerrain;
  readonly #levels = new Map<string, PaintedTerrain>();
  /** Everything skipped while reading, the base layer's and each Level's (`levels.<id>.` prefixed). */
  readonly problems: PaintProblem[] = [];

  /** Paint with `base` as its every-Level layer and no Level layers yet ({@link from} reads stored paint). */
  constructor(base: PaintedTerrain = new PaintedTerrain()) {
    if (!(base instanceof PaintedTerrain)) throw new RulesError("INVALID_ARGUMENT", "base", base, "expected a PaintedTerrain (PaintedTerrain.from)");
    this.base = base;
    this.problems.push(...base.problems);
  }

  /** Reads the stored paint; invalid parts are skipped and reported, never thrown. */
  static from(data: unknown): LevelledPaint {
    // The every-Level layer is the top-level `chunks` and `strokes`, the only fields PaintedTerrain reads.
    const out = new LevelledPaint(PaintedTerrain.from(data));
    const levels = isRecord(data) ? data["levels"] : undefined;
    if (levels === undefined || levels === null) return out;
    if (!isRecord(levels)) {
      out.problems.push({ where: "levels", reason: "not an object" });
      return out;
    }
    for (const [key, value] of Object.entries(levels)) {
      if (value === null || value === undefined) continue; // a deletion marker left by a diff
      if (!isPaintLevelId(key) || !isRecord(value)) {
        out.problems.push({ where: `levels.${key}`, reason: "malformed level layer" });
        continue;
      }
      const layer = PaintedTerrain.from(value);
      out.#levels.set(key, layer);
      for (const p of layer.problems) out.problems.push({ where: `levels.${key}.${p.where}`, reason: p.reason });
    }
    return out;
  }

  /** The Level ids with a layer. */
  get levelIds(): string[] {
    return [...this.#levels.keys()].sort();
  }

  /** One layer, to plan a stroke, an undo or a compaction on: null is every Level; a Level with no paint yet gets an empty layer. */
  layer(level: string | null): PaintedTerrain {
    if (level === null) return this.base;
    paintLayerPath(level);
    let layer = this.#levels.get(level);
    if (layer === undefined) {
      layer = PaintedTerrain.from(undefined);
      this.#levels.set(level, layer);
    }
    return layer;
  }

  /**
   * The painted area of a hex at a Level (null: no Level, every layer counts), or null when nothing
   * there is painted. O(1) per layer; a hot path (every hex of a drag ruler).
   */
  areaAt(offset: Offset, level: string | null): TerrainArea | null {
    let area = this.base.areaAt(offset);
    if (level !== null) {
      const layer = this.#levels.get(level);
      return layer === undefined ? area : combine(area, layer.areaAt(offset));
    }
    for (const layer of this.#levels.values()) area = combine(area, layer.areaAt(offset));
    return area;
  }

  /** Calls `visit` once for every hex painted at a Level (null: any layer), with its combined area. */
  forEachPainted(level: string | null, visit: (i: number, j: number, area: TerrainArea) => void): void {
    const layers = level === null ? [this.base, ...this.#levels.values()] : [this.base, ...(this.#levels.has(level) ? [this.#levels.get(level)!] : [])];
    const done = new Set<number>();
    for (const layer of layers) {
      layer.forEachPainted((i, j) => {
        const key = i * 16384 + j;
        if (done.has(key)) return;
        done.add(key);
        const area = this.areaAt({ i, j }, level);
        if (area !== null) visit(i, j, area);
      });
    }
  }
}

/**
 * Applies a planned write to one layer of a plain copy of the stored paint (what Foundry's merge of
 * {@link paintLayerPath} does, for tests and previews); the other layers are kept as they are.
 */
export function applyLayerWrite(data: unknown, level: string | null, write: PaintWrite): Record<string, unknown> {
  paintLayerPath(level);
  const root: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  if (level === null) return { ...root, ...applyWrite(paintLayerData(root, null), write) };
  const levels = isRecord(root["levels"]) ? { ...root["levels"] } : {};
  levels[level] = applyWrite(paintLayerData(root, level), write);
  return { ...root, levels };
}
