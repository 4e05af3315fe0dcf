/**
 * Golden cases GT-16 and GT-17 (VARIANTS.md §13.4): the scene scale and the wilderness flag read
 * through the attack pipeline (planAttack), as the adapters call it.
 */
import { describe, expect, it } from "vitest";
import { PRESETS } from "./ruleset/config";
import { resolveRuleset } from "./ruleset/resolve";
import { planAttack } from "./resolution/attack";
import { hostileCloseAt } from "./resolution/models";
import { WILDERNESS_YARDS_FACTOR, sceneScale, wildernessRange } from "./scene-scale";
import { fighter, item, options, target } from "../../tests/support/fighters";

const osr = resolveRuleset(PRESETS.osr);
const ose = resolveRuleset(PRESETS.ose);
const scale = sceneScale(5, "ft").feetPerHex;
const foe = fighter({ kind: "creature", playerCharacter: false, defences: { ac: 12, pd: 10, md: 10 } });

describe("scene scale and wilderness through the attack pipeline (VARIANTS.md §13.1)", () => {
  it("GT-16: OSR close range on a 5-ft scene: a hostile 2 hexes away is close (ranged at disadvantage); 3 hexes is not", () => {
    const bow = { attacker: fighter(), item: item({ kind: "ranged", range: { short: 50, medium: 100, long: 150 } }) };
    const dice = (hexes: number) => {
      const hostileClose = hostileCloseAt([hexes], scale, osr);
      return planAttack({ ...bow, options: options({ hostileClose }) }, [target(foe, { distanceHexes: 6, feetPerHex: scale })], osr).dice;
    };
    expect(hostileCloseAt([2], scale, osr)).toBe(true);
    expect(hostileCloseAt([3], scale, osr)).toBe(false);
    expect(dice(2)).toEqual({ kind: "d20", keep: "lowest" });
    expect(dice(3)).toEqual({ kind: "d20", keep: "one" });
  });

  it("GT-16: the wilderness flag does not stretch OSR's close range (only OSE ranges read in yards)", () => {
    // hostileCloseAt takes no wilderness: the 10 ft of 002:L65 stays feet on every scene.
    expect(hostileCloseAt([3], scale, osr)).toBe(false);
  });

  it("GT-17: OSE bow 50/100/150 ft on a 5-ft scene at 10, 20, 30, 31 hexes: short, medium, long, out of range", () => {
    const bow = { attacker: fighter(), item: item({ kind: "ranged", range: { short: 50, medium: 100, long: 150 } }), options: options() };
    const plan = planAttack(bow, [10, 20, 30, 31].map((d) => target(foe, { distanceHexes: d, feetPerHex: scale })), ose);
    expect(plan.targets.map((t) => t.refused)).toEqual([null, null, null, "outOfRange"]);
    expect(plan.targets.slice(0, 3).map((t) => t.parts.find((p) => p.key === "range")?.value)).toEqual([1, 0, -1]);
  });

  it("GT-17: the same scene flagged wilderness at 30 hexes: short (ranges in yards)", () => {
    const bow = { attacker: fighter(), item: item({ kind: "ranged", range: { short: 50, medium: 100, long: 150 } }), options: options() };
    const plan = planAttack(bow, [30, 31, 60, 61, 90, 91].map((d) => target(foe, { distanceHexes: d, feetPerHex: scale, wilderness: true })), ose);
    expect(plan.targets.map((t) => t.refused ?? t.parts.find((p) => p.key === "range")?.value)).toEqual([1, 0, 0, -1, -1, "outOfRange"]);
  });

  it("wilderness is read only when given as a boolean; a flag off reads feet", () => {
    const bow = { attacker: fighter(), item: item({ kind: "ranged", range: { short: 50, medium: 100, long: 150 } }), options: options() };
    expect(planAttack(bow, [target(foe, { distanceHexes: 30, wilderness: false })], ose).targets[0]!.parts).toEqual([{ key: "range", value: -1 }]);
    expect(() => planAttack(bow, [target(foe, { distanceHexes: 30, wilderness: "yes" as unknown as boolean })], ose)).toThrow(/wilderness/);
    expect(WILDERNESS_YARDS_FACTOR).toBe(3);
    expect([wildernessRange(50, true), wildernessRange(50, false)]).toEqual([150, 50]);
    expect(() => wildernessRange(1e300, true)).toThrow(/feet/);
  });
});
