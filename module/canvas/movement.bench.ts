import { bench, describe } from "vitest";
import { ELF, NO_VARIANT_MEMORY, PRESETS, hexClassifier, moveLimits, movePlanOf, toAbsolute, type MovePlanInput, type Mover, type TerrainId } from "../rules";
import { offsetToCube, type Offset } from "../rules/hex";
import { engagementIndex, interceptIndex, leaveProvocations, type Cube, type EngagementMemory, type EngagementToken, type InterceptCandidate } from "../rules";
import { firstBlockedStep, spaceIndex, type SizeCategory, type SpaceToken } from "../rules";
import { surroundNotes, type DragSpace } from "./space";
import { hexCostFunction } from "./hex-cost";
import { computeReach } from "./reach-area";
import { HexTerrainCache, offsetKey, type TerrainAreaShape } from "./terrain-cache";
import { BOOK_RULESET, resolveRuleset } from "../rules/ruleset";

const elf: Mover = { speed: 20, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false, conditions: [] };

/** A 60 × 60 map with a forest and a swamp area, as cell sets. */
function area(terrain: TerrainId, from: number, to: number): TerrainAreaShape {
  const cells = new Set<string>();
  for (let i = 0; i < 60; i++) for (let j = from; j < to; j++) cells.add(offsetKey({ i, j }));
  return { terrain, steep: false, covers: (o: Offset) => cells.has(offsetKey(o)) };
}
const cache = new HexTerrainCache(() => ({ defaultTerrain: "plains", areas: [area("forest", 10, 30), area("swamp", 30, 45)] }));
const terrainAt = (o: Offset) => cache.get(o);

/** The same map with a hazard band across the path (j 15–20) and a steep forest. */
const hazardCells = new Set<string>();
for (let i = 0; i < 60; i++) for (let j = 15; j < 21; j++) hazardCells.add(offsetKey({ i, j }));
const variantCache = new HexTerrainCache(() => ({
  defaultTerrain: "plains",
  areas: [{ ...area("forest", 10, 30), steep: true }, area("swamp", 30, 45)],
  hazards: [{ ignoredBy: 0, covers: (o: Offset) => hazardCells.has(offsetKey(o)) }],
}));
const variantTerrainAt = (o: Offset) => variantCache.get(o);
const proneElf: Mover = { ...elf, conditions: ["prone"] };

/** The record canvas/move-input.ts reads of an elf in round 2 of an A5E combat, second 1, a double move declared. */
const elfInCombat: MovePlanInput = {
  gridType: 2, profile: { speed: 20, adaptation: ELF, sureFooted: true, encumbranceSteps: 0, immobile: false }, conditions: [],
  combat: { id: "combatBench00001", started: true, absolute: toAbsolute({ round: 2, second: 1 }) },
  memory: NO_VARIANT_MEMORY as unknown as Readonly<Record<string, unknown>>, doubleMoveRound: 2, stoodUp: undefined,
};
const A5E = resolveRuleset(PRESETS.a5e);

describe("drag frame", () => {
  bench("limits + cost of a 20-hex path (cached terrain)", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const cost = hexCostFunction(limits, terrainAt, hexClassifier(elf, null, BOOK_RULESET));
    let sum = 0;
    for (let j = 5; j < 25; j++) sum += cost({ i: 30, j });
    if (sum < 0) throw new Error("unreachable");
  });

  bench("the one plan (movePlanOf: double move, forfeit, window, limits) + cost of a 20-hex path, A5E combatant", () => {
    const plan = movePlanOf(elfInCombat, A5E)!;
    const cost = hexCostFunction(plan.limits, terrainAt, hexClassifier(plan.mover, null, A5E));
    let sum = 0;
    for (let j = 5; j < 25; j++) sum += cost({ i: 30, j });
    if (sum < 0) throw new Error("unreachable");
  });

  bench("reachable area, round window (cached terrain)", () => {
    const limits = moveLimits(elf, { kind: "round" }, BOOK_RULESET);
    computeReach({ start: { i: 30, j: 28 }, layout: "oddR", limits, terrainAt, onMap: () => true, spent: 0, classOf: hexClassifier(elf, null, BOOK_RULESET) });
  });
});

describe("drag frame, variant cost classes", () => {
  bench("A5E, prone elf: limits + classes + cost of a 20-hex path through a hazard", () => {
    const limits = moveLimits(proneElf, { kind: "phase", phase: 0 }, resolveRuleset(PRESETS.a5e));
    const cost = hexCostFunction(limits, variantTerrainAt, hexClassifier(proneElf, null, resolveRuleset(PRESETS.a5e)));
    let sum = 0;
    for (let j = 5; j < 25; j++) sum += cost({ i: 30, j });
    if (sum < 0) throw new Error("unreachable");
  });

  bench("OSR, climbing elf: limits + classes + cost of a 20-hex path through a hazard", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 }, resolveRuleset(PRESETS.osr));
    const cost = hexCostFunction(limits, variantTerrainAt, hexClassifier(elf, "climb", resolveRuleset(PRESETS.osr)));
    let sum = 0;
    for (let j = 5; j < 25; j++) sum += cost({ i: 30, j });
    if (sum < 0) throw new Error("unreachable");
  });

  bench("A5E, prone elf: reachable area, round window", () => {
    const limits = moveLimits(proneElf, { kind: "round" }, resolveRuleset(PRESETS.a5e));
    computeReach({ start: { i: 30, j: 28 }, layout: "oddR", limits, terrainAt: variantTerrainAt, onMap: () => true, spent: 0, classOf: hexClassifier(proneElf, null, resolveRuleset(PRESETS.a5e)) });
  });
});

/**
 * 13A engagement on the drag (VARIANTS.md §13.3 row 7; target ≤ 50 µs a frame): the hostile hex
 * index is built once at drag start from 20 hostile tokens near the path; each frame recomputes the
 * plan's limits on the painted (hazard) map, costs a 20-hex path and reads engagement at every hex
 * of it (O(1) each), then the attacks leaving the start hex draws.
 */
const A13 = resolveRuleset(PRESETS.a13);
const hostiles: EngagementToken[] = Array.from({ length: 20 }, (_, k) => ({
  id: `foe${String(k).padStart(13, "0")}`,
  hex: offsetToCube({ i: 29 + 2 * (k % 2), j: 4 + k }, "oddR"),
  disposition: -1,
  conditions: k % 7 === 0 ? ["stunned"] : [],
  defeated: false,
}));
const elfInA13: MovePlanInput = { ...elfInCombat, doubleMoveRound: 0 };
const engagementMemory = NO_VARIANT_MEMORY as EngagementMemory;

describe("drag frame, 13A engagement (target ≤ 50 µs)", () => {
  bench("drag start: the engagement index of 20 hostile tokens", () => {
    const index = engagementIndex({ mover: { id: "elf", disposition: 1 }, tokens: hostiles }, A13);
    if (index.foesAt({ q: 0, r: 0, s: 0 }).length < 0) throw new Error("unreachable");
  });
  const index = engagementIndex({ mover: { id: "elf", disposition: 1 }, tokens: hostiles }, A13);
  // Interception candidates as the ruler keeps them for the drag (here: every hostile, none engaged, none moved).
  const candidates: InterceptCandidate[] = hostiles.map((t) => ({ id: t.id, hex: t.hex, engaged: false, phaseSpent: false }));
  const intercepts = interceptIndex(candidates, A13);
  const pathCubes: Cube[] = [];
  const start = offsetToCube({ i: 30, j: 5 }, "oddR");
  const end = offsetToCube({ i: 30, j: 24 }, "oddR");
  bench("frame: movePlanOf + cost of a 20-hex path on the painted map + engagement read at every hex + leaving attacks + interceptions along the path", () => {
    const plan = movePlanOf(elfInA13, A13)!;
    const cost = hexCostFunction(plan.limits, variantTerrainAt, hexClassifier(plan.mover, null, A13));
    let sum = 0;
    let engaged = 0;
    for (let j = 5; j < 25; j++) {
      const o = { i: 30, j };
      sum += cost(o);
      const c = offsetToCube(o, "oddR");
      pathCubes[j - 5] = c;
      engaged += index.foesAt(c).length;
    }
    engaged += intercepts.along(pathCubes).length;
    const drawn = leaveProvocations({ round: 2, second: 1, from: start, to: end, teleport: false, memory: engagementMemory }, index, A13);
    if (sum < 0 || engaged < 0 || drawn.length < 0) throw new Error("unreachable");
  });
});

/**
 * A5E size and space on the drag (VARIANTS.md §6.6, row 40; target ≤ 50 µs a frame): the blocking
 * index of 20 hostile tokens of mixed sizes near the path (Large ones with a 3-hex footprint) is
 * built once at drag start; each frame recomputes the plan, costs a 20-hex path and asks the index
 * at every hex for a Large mover's 3-hex footprint.
 */
const SIZES: readonly SizeCategory[] = ["small", "medium", "large", "huge"];
const spaceHostiles: SpaceToken[] = Array.from({ length: 20 }, (_, k) => {
  const hex = offsetToCube({ i: 28 + 4 * (k % 2), j: 4 + k }, "oddR");
  const size = SIZES[k % SIZES.length]!;
  const hexes = size === "large" ? [hex, { q: hex.q + 1, r: hex.r, s: hex.s - 1 }, { q: hex.q, r: hex.r + 1, s: hex.s - 1 }] : [hex];
  return { id: `foe${String(k).padStart(13, "0")}`, hexes, disposition: -1, size, defeated: false };
});
const largeMover = { id: "ogre", disposition: 1, size: "large" as const, footprint: [{ q: 0, r: 0, s: 0 }, { q: 1, r: 0, s: -1 }, { q: 0, r: 1, s: -1 }] };

describe("drag frame, A5E size and space (target ≤ 50 µs)", () => {
  bench("drag start: the space index of 20 hostile tokens", () => {
    const index = spaceIndex({ mover: largeMover, tokens: spaceHostiles }, A5E);
    if (index.blockerAt({ q: 0, r: 0, s: 0 }) === "unreachable") throw new Error("unreachable");
  });
  const spaceIdx = spaceIndex({ mover: largeMover, tokens: spaceHostiles }, A5E);
  const spacePath: Cube[] = [];
  /** One frame: the plan, the cost of a 20-hex path on the painted map, the first blocking space along it. */
  const frame = (): number => {
    const plan = movePlanOf(elfInCombat, A5E)!;
    const cost = hexCostFunction(plan.limits, variantTerrainAt, hexClassifier(plan.mover, null, A5E));
    let sum = 0;
    for (let j = 5; j < 25; j++) {
      const o = { i: 30, j };
      sum += cost(o);
      spacePath[j - 5] = offsetToCube(o, "oddR");
    }
    return sum + (firstBlockedStep(spacePath, spaceIdx)?.step ?? 0);
  };
  bench("frame: movePlanOf + cost of a 20-hex path on the painted map + the first blocking space along it", () => {
    if (frame() < 0) throw new Error("unreachable");
  });
  // The ruler's line adds, where the waypoint stops, the surround count of each foe next to it (row 40 "surround limits shown").
  const drag: DragSpace = { index: spaceIdx, layout: "oddR", names: new Map(), mover: largeMover, tokens: spaceHostiles };
  bench("frame: the same + the surround counts of the foes next to where the path stops", () => {
    if (frame() + surroundNotes(drag, { i: 30, j: 24 }, A5E).length < 0) throw new Error("unreachable");
  });
});
