/**
 * Size and space on the map (VARIANTS.md §6.6, §13.3 row 40): the core's side of the `space` point.
 * A drag builds the index of the hexes hostile creatures occupy once at its start; the ruler then
 * asks, per step, whether the mover's footprint placed there covers a blocking occupant's hex (O(1)
 * per footprint hex). Empty point: nobody's space blocks anybody (RULES.md). Pure.
 */
import { RulesError, assertIntegerInRange } from "./errors";
import { assertList, assertObject } from "./bounds";
import { assertCube, cubeKey, cubeNeighbors, type Cube } from "./hex";
import { hostile } from "./combat/engagement";
import { isSizeCategory, SIZE_CATEGORIES, type SizeCategory } from "./condition-moves";
import type { SpaceRule } from "./ruleset/points/movement";
import type { Ruleset } from "./ruleset/ruleset-type";
import { assertRuleset } from "./ruleset/known";

/** The most hexes one token's footprint is read with (a 10×10 token on hexes is well under). */
export const MAX_FOOTPRINT_HEXES = 400;

/** A token on the map as the space rule reads it (the adapter's plain data). */
export interface SpaceToken {
  readonly id: string;
  /** Every hex the token covers (its own shape, as Foundry places it). */
  readonly hexes: readonly Cube[];
  /** Foundry's token disposition: 1 friendly, 0 neutral, −1 hostile, −2 secret. */
  readonly disposition: number;
  readonly size: SizeCategory;
  readonly defeated: boolean;
}

/** The mover: its footprint as offsets from the hex its path runs through ([] or [origin]: one hex). */
export interface SpaceMover {
  readonly id: string;
  readonly disposition: number;
  readonly size: SizeCategory;
  readonly footprint: readonly Cube[];
  /**
   * Squeezing (004:L15): it fits a space one size smaller. Where that space is one cell or less
   * (a Large creature squeezing into a Medium space), its path needs one hex, not its footprint.
   */
  readonly squeezing?: boolean;
}

/** Built once per drag: the blocking occupant, if any, when the mover's path reaches `hex`. */
export interface SpaceIndex {
  blockerAt(hex: Cube): string | null;
}

const OPEN: SpaceIndex = Object.freeze({ blockerAt: () => null });

function rule(ruleset: Ruleset): SpaceRule | null {
  assertRuleset("ruleset", ruleset);
  return ruleset.points.space ?? null;
}

function assertSize(name: string, x: unknown): asserts x is SizeCategory {
  if (!isSizeCategory(x)) throw new RulesError("INVALID_ARGUMENT", name, x, `expected one of ${SIZE_CATEGORIES.join(", ")}`);
}

function assertHexes(name: string, hexes: unknown): asserts hexes is readonly Cube[] {
  assertList(name, hexes);
  if (hexes.length > MAX_FOOTPRINT_HEXES) throw new RulesError("OUT_OF_RANGE", name, hexes.length, `at most ${MAX_FOOTPRINT_HEXES} hexes`);
  hexes.forEach((h, k) => assertCube(`${name}[${k}]`, h));
}

function assertToken(name: string, t: unknown): asserts t is SpaceToken {
  assertObject(name, t);
  if (typeof t["id"] !== "string" || t["id"].length === 0 || t["id"].length > 64) throw new RulesError("INVALID_ARGUMENT", `${name}.id`, t["id"], "expected a token id");
  assertHexes(`${name}.hexes`, t["hexes"]);
  assertIntegerInRange(`${name}.disposition`, t["disposition"], -2, 1);
  assertSize(`${name}.size`, t["size"]);
  if (typeof t["defeated"] !== "boolean") throw new RulesError("INVALID_ARGUMENT", `${name}.defeated`, t["defeated"], "expected a boolean");
}

/** Whether a size-and-space rule is in force. */
export function spaceInForce(ruleset: Ruleset): boolean {
  return rule(ruleset) !== null;
}

/** Throws unless `mover` is a mover as the space rules read it (the index and the surround notes alike). */
function assertMover(mover: unknown): asserts mover is SpaceMover {
  assertObject("input.mover", mover);
  assertIntegerInRange("input.mover.disposition", mover["disposition"], -2, 1);
  assertSize("input.mover.size", mover["size"]);
  assertHexes("input.mover.footprint", mover["footprint"]);
  if (mover["squeezing"] !== undefined && typeof mover["squeezing"] !== "boolean") throw new RulesError("INVALID_ARGUMENT", "input.mover.squeezing", mover["squeezing"], "expected a boolean");
}

/**
 * The space index of `mover` among `tokens` (the mover itself skipped by id): every hex of each
 * hostile, undefeated token whose size the rule says blocks the mover's. Allies and neutral tokens
 * never block (004:L6 "unless the orc allows them to"; VARIANTS.md §6.6).
 */
export function spaceIndex(input: { readonly mover: SpaceMover; readonly tokens: readonly SpaceToken[] }, ruleset: Ruleset): SpaceIndex {
  const r = rule(ruleset);
  assertObject("input", input);
  assertMover(input.mover);
  assertList("input.tokens", input.tokens);
  if (r === null) return OPEN;
  const byHex = new Map<number, string>();
  input.tokens.forEach((t, k) => {
    assertToken(`input.tokens[${k}]`, t);
    if (t.id === input.mover.id || t.defeated || !hostile(input.mover.disposition, t.disposition)) return;
    if (!r.blocks(input.mover.size, t.size)) return;
    for (const h of t.hexes) if (!byHex.has(cubeKey(h))) byHex.set(cubeKey(h), t.id);
  });
  if (byHex.size === 0) return OPEN;
  const squeezed = input.mover.squeezing === true && r.side(r.spaceNeeded(input.mover.size, true)) <= 1;
  const offsets = input.mover.footprint.length === 0 || squeezed ? [{ q: 0, r: 0, s: 0 }] : input.mover.footprint;
  return Object.freeze({
    blockerAt(hex: Cube): string | null {
      assertCube("hex", hex);
      for (const o of offsets) {
        const id = byHex.get(cubeKey({ q: hex.q + o.q, r: hex.r + o.r, s: hex.s + o.s }));
        if (id !== undefined) return id;
      }
      return null;
    },
  });
}

/**
 * The first step of `path` (its index, from 1: the start hex is where the mover stands) whose hex
 * a blocking occupant holds, and that occupant; null when the whole path is open.
 */
export function firstBlockedStep(path: readonly Cube[], index: SpaceIndex): { readonly step: number; readonly blocker: string } | null {
  assertList("path", path);
  for (let k = 1; k < path.length; k++) {
    assertCube(`path[${k}]`, path[k]);
    const blocker = index.blockerAt(path[k]!);
    if (blocker !== null) return { step: k, blocker };
  }
  return null;
}

/** The size of space a creature needs (004:L15: one size smaller while squeezing); its own size when no rule is in force. */
export function spaceNeeded(input: { readonly size: SizeCategory; readonly conditions: readonly string[] }, ruleset: Ruleset): SizeCategory {
  const r = rule(ruleset);
  assertObject("input", input);
  assertSize("input.size", input.size);
  assertList("input.conditions", input.conditions);
  return r === null ? input.size : r.spaceNeeded(input.size, input.conditions.includes("squeezing"));
}

/** How many creatures of size `surrounder` can surround one of size `target` (004:L6), or null without the rule. */
export function surroundLimit(input: { readonly target: SizeCategory; readonly surrounder: SizeCategory; readonly grid: "hex" | "square" }, ruleset: Ruleset): number | null {
  const r = rule(ruleset);
  assertObject("input", input);
  assertSize("input.target", input.target);
  assertSize("input.surrounder", input.surrounder);
  if (input.grid !== "hex" && input.grid !== "square") throw new RulesError("INVALID_ARGUMENT", "input.grid", input.grid, "expected hex or square");
  return r === null ? null : r.surroundLimit(input.target, input.surrounder, input.grid);
}

/**
 * What a move through a blocking space gets under the world's enforcement setting, as the other
 * movement limits (rules/move-limits.ts `moveDecision`): a GM's move, the setting off or an open
 * path is allowed; otherwise "warn" lets it through with the line, "enforce" refuses it.
 */
export function spaceOutcome(input: { readonly mode: "off" | "warn" | "enforce"; readonly isGM: boolean; readonly blocked: boolean }, ruleset: Ruleset): "allow" | "warn" | "refuse" {
  const r = rule(ruleset);
  assertObject("input", input);
  if (input.mode !== "off" && input.mode !== "warn" && input.mode !== "enforce") throw new RulesError("INVALID_ARGUMENT", "input.mode", input.mode, "expected off, warn or enforce");
  if (r === null || input.isGM === true || input.mode === "off" || input.blocked !== true) return "allow";
  return input.mode === "enforce" ? "refuse" : "warn";
}

/** The most creatures one surround count reads (a crowd around one creature; far above any limit). */
export const MAX_SURROUNDERS = 400;

/**
 * How many of `others` stand around the creature whose hexes are `target` (004:L6): each with a
 * hex next to one of the target's and none in its space. The count a surround limit is read against;
 * nothing enforces it (VARIANTS.md §6.6: "shown").
 */
export function surroundCount(input: { readonly target: readonly Cube[]; readonly others: readonly (readonly Cube[])[] }): number {
  assertObject("input", input);
  assertHexes("input.target", input.target);
  assertList("input.others", input.others);
  if (input.others.length > MAX_SURROUNDERS) throw new RulesError("OUT_OF_RANGE", "input.others", input.others.length, `at most ${MAX_SURROUNDERS} creatures`);
  input.others.forEach((o, k) => assertHexes(`input.others[${k}]`, o));
  return countAround(input.target, input.others);
}

/** The count of surroundCount, on checked input. */
function countAround(target: readonly Cube[], others: readonly (readonly Cube[])[]): number {
  const inside = new Set(target.map(cubeKey));
  const around = new Set<number>();
  for (const h of target) for (const n of cubeNeighbors(h)) if (!inside.has(cubeKey(n))) around.add(cubeKey(n));
  let count = 0;
  for (const o of others) {
    if (o.some((h) => inside.has(cubeKey(h)))) continue;
    if (o.some((h) => around.has(cubeKey(h)))) count += 1;
  }
  return count;
}

/** One hostile creature next to where a mover stops: how many would stand around it then, and how many of the mover's size fit. */
export interface SurroundNote {
  readonly id: string;
  readonly count: number;
  readonly limit: number;
}

/**
 * The surround counts shown where a mover stops at `at` (VARIANTS.md §6.6, §13.3 row 40 "surround
 * limits shown"; 004:L6): each undefeated creature hostile to the mover next to its footprint there,
 * with how many creatures hostile to it (the mover among them) would then stand around it, and the
 * rule's limit for the mover's size. Shown only; nothing is refused for it. Empty without the rule.
 */
export function surroundsAt(input: { readonly mover: SpaceMover; readonly at: Cube; readonly tokens: readonly SpaceToken[] }, ruleset: Ruleset): SurroundNote[] {
  const r = rule(ruleset);
  assertObject("input", input);
  assertMover(input.mover);
  assertCube("input.at", input.at);
  assertList("input.tokens", input.tokens);
  if (input.tokens.length > MAX_SURROUNDERS) throw new RulesError("OUT_OF_RANGE", "input.tokens", input.tokens.length, `at most ${MAX_SURROUNDERS} creatures`);
  input.tokens.forEach((t, k) => assertToken(`input.tokens[${k}]`, t));
  if (r === null) return [];
  const { mover, at, tokens } = input;
  const offsets = mover.footprint.length === 0 ? [{ q: 0, r: 0, s: 0 }] : mover.footprint;
  const moverHexes = offsets.map((o) => ({ q: at.q + o.q, r: at.r + o.r, s: at.s + o.s }));
  const moverKeys = new Set(moverHexes.map(cubeKey));
  const near = new Set<number>();
  for (const h of moverHexes) for (const n of cubeNeighbors(h)) if (!moverKeys.has(cubeKey(n))) near.add(cubeKey(n));
  const notes: SurroundNote[] = [];
  for (const target of tokens) {
    if (target.id === mover.id || target.defeated || !hostile(mover.disposition, target.disposition)) continue;
    if (!target.hexes.some((h) => near.has(cubeKey(h))) || target.hexes.some((h) => moverKeys.has(cubeKey(h)))) continue;
    const others = tokens.filter((o) => o.id !== target.id && o.id !== mover.id && !o.defeated && hostile(o.disposition, target.disposition)).map((o) => o.hexes);
    notes.push({ id: target.id, count: countAround(target.hexes, [moverHexes, ...others]), limit: r.surroundLimit(target.size, mover.size, "hex") });
  }
  return notes;
}
