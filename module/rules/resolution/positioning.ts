/**
 * Position hints for an attack (VARIANTS.md §13.3 row 44): the `positioning` point judges the
 * plain record the attack adapter read from the map where the last movement phase left the tokens.
 * Empty point: no hints.
 */
import type { PlacedPositionToken, PositionHint, PositionRead, PositionToken } from "../ruleset/points/positioning";
import type { Ruleset } from "../ruleset/resolve";
import { assertRuleset } from "../ruleset/known";
import { RulesError } from "../errors";
import { assertList, assertObject } from "../bounds";
import { assertBoolean } from "./validate";
import { feetPerUnit, sceneScale } from "../scene-scale";
import { canAct, isConditionId } from "../conditions";

/** Grappled or restrained in ER's conditions (RULES.md §7: `grabbed` is the grapple), 004:L48, L57. */
const HELD: readonly string[] = ["grabbed", "restrained"];

/** Tokens read near one attack at most (the adapter keeps those within 2 hexes of the target). */
export const MAX_POSITION_TOKENS = 64;
/** Bound of a hex coordinate and of an elevation in grid units. */
const MAX_COORD = 1_000_000;
const SIDES: readonly string[] = ["friendly", "hostile", "neutral"];

function assertToken(name: string, t: unknown): asserts t is PlacedPositionToken {
  assertObject(name, t);
  if (typeof t["id"] !== "string" || t["id"].length === 0 || t["id"].length > 200) throw new RulesError("INVALID_ARGUMENT", `${name}.id`, t["id"], "expected an id");
  for (const k of ["q", "r", "s"] as const) {
    const v = t[k];
    if (typeof v !== "number" || !Number.isSafeInteger(v) || Math.abs(v) > MAX_COORD) throw new RulesError("OUT_OF_RANGE", `${name}.${k}`, v, "expected a whole hex coordinate");
  }
  if ((t["q"] as number) + (t["r"] as number) + (t["s"] as number) !== 0) throw new RulesError("INVALID_ARGUMENT", name, t, "expected cube coordinates (q + r + s = 0)");
  const e = t["elevation"];
  if (typeof e !== "number" || !Number.isFinite(e) || Math.abs(e) > MAX_COORD) throw new RulesError("OUT_OF_RANGE", `${name}.elevation`, e, "expected a finite elevation");
  if (!SIDES.includes(t["side"] as string)) throw new RulesError("INVALID_ARGUMENT", `${name}.side`, t["side"], "expected friendly, hostile or neutral");
  assertList(`${name}.conditions`, t["conditions"]);
  if (t["conditions"].some((c) => typeof c !== "string")) throw new RulesError("INVALID_ARGUMENT", `${name}.conditions`, t["conditions"], "expected condition ids");
  const b = t["backToBackWith"];
  if (b !== undefined && (typeof b !== "string" || b.length > 200)) throw new RulesError("INVALID_ARGUMENT", `${name}.backToBackWith`, b, "expected a token id");
}

/**
 * Feet in one grid unit of elevation: the units' own length (ft, m, …); units that are not a length
 * read the grid's distance as the 5-ft hex (VARIANTS.md §13.1: the scene scale's default).
 */
function feetPerElevationUnit(distance: unknown, units: unknown): number {
  const own = feetPerUnit(units);
  if (own !== null) return own;
  const scale = sceneScale(distance, units);
  return typeof distance === "number" && Number.isFinite(distance) && distance > 0 ? scale.feetPerHex / distance : 1;
}

/** The hints the rules in force give this attack, from where the tokens stand at its action second. */
export function positionHints(input: PositionRead, ruleset: Ruleset): readonly PositionHint[] {
  assertRuleset("ruleset", ruleset);
  const model = ruleset.points.positioning;
  if (!model) return [];
  assertObject("input", input);
  assertToken("input.attacker", input.attacker);
  assertToken("input.target", input.target);
  assertList("input.others", input.others);
  if (input.others.length > MAX_POSITION_TOKENS) throw new RulesError("OUT_OF_RANGE", "input.others.length", input.others.length, `expected at most ${MAX_POSITION_TOKENS}`);
  input.others.forEach((t, i) => assertToken(`input.others[${i}]`, t));
  assertBoolean("input.melee", input.melee);
  const perUnit = feetPerElevationUnit(input.gridDistance, input.gridUnits);
  const inFeet = ({ elevation, conditions, ...t }: PlacedPositionToken): PositionToken => {
    // An id that is not a condition (another module's status) is ignored, as the attack adapter does.
    const known = conditions.filter(isConditionId);
    return { ...t, elevationFeet: elevation * perUnit, able: canAct(known), held: known.some((c) => HELD.includes(c)) };
  };
  return model.hints({ attacker: inFeet(input.attacker), target: inFeet(input.target), others: input.others.map(inFeet), melee: input.melee });
}
