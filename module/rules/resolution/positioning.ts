/**
 * Position hints for an attack (VARIANTS.md §13.3 row 44): the `positioning` point judges the
 * plain record the attack adapter read from the map. Empty point: no hints.
 */
import type { PositionHint, PositionInput, PositionToken } from "../ruleset/points/positioning";
import type { Ruleset } from "../ruleset/resolve";
import { assertRuleset } from "../ruleset/known";
import { RulesError } from "../errors";

/** Tokens read near one attack at most (a hex has six neighbours; the adapter keeps the ones within 2 hexes). */
export const MAX_POSITION_TOKENS = 64;
/** Hex coordinates and elevation bound (a scene's size in hexes, feet of elevation). */
const MAX_COORD = 100_000;

function assertToken(name: string, t: PositionToken): void {
  for (const k of ["q", "r", "s"] as const) {
    if (!Number.isInteger(t[k]) || Math.abs(t[k]) > MAX_COORD) throw new RulesError("OUT_OF_RANGE", `${name}.${k}`, t[k], "expected a whole hex coordinate");
  }
  if (t.q + t.r + t.s !== 0) throw new RulesError("INVALID_ARGUMENT", `${name}`, t, "expected cube coordinates (q + r + s = 0)");
  if (!Number.isFinite(t.elevationFeet) || Math.abs(t.elevationFeet) > MAX_COORD) throw new RulesError("OUT_OF_RANGE", `${name}.elevationFeet`, t.elevationFeet, "expected a finite elevation");
  if (!["friendly", "hostile", "neutral"].includes(t.side)) throw new RulesError("INVALID_ARGUMENT", `${name}.side`, t.side, "expected friendly, hostile or neutral");
}

/** The hints the rules in force give this attack, from where the tokens stand (its action second). */
export function positionHints(input: PositionInput, ruleset: Ruleset): readonly PositionHint[] {
  assertRuleset("ruleset", ruleset);
  const model = ruleset.points.positioning;
  if (!model) return [];
  assertToken("input.attacker", input.attacker);
  assertToken("input.target", input.target);
  if (input.others.length > MAX_POSITION_TOKENS) throw new RulesError("OUT_OF_RANGE", "input.others.length", input.others.length, `expected at most ${MAX_POSITION_TOKENS}`);
  input.others.forEach((t, i) => assertToken(`input.others[${i}]`, t));
  return model.hints(input);
}
