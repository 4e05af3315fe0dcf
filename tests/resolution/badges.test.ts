/**
 * The badges of §7.5 as pure data from the points (RESOLUTION.md §7.5, R13-6, R13-7, RS-5), and the
 * tracker's port that renders them.
 */
import "../support/combat-world";
import { describe, expect, it } from "vitest";
import { BOOK_RULESET, PRESETS, changeVariants, resolveRuleset, type VariantConfig } from "../../module/rules";
import { SYSTEM_ID } from "../../module/constants";
import { BADGE_SOURCES, badgesFor } from "../../module/resolution/badges";
import { rowBadges } from "../../module/combat/badge-port";
import { registerResolution } from "../../module/resolution";

function ruleset(base: VariantConfig, patch: Record<string, unknown> = {}) {
  const r = changeVariants(base, patch as never);
  if (!r.ok) throw new Error("illegal config");
  return resolveRuleset(r.config);
}
const A13 = ruleset(PRESETS.a13);
const OSR = ruleset(PRESETS.osr);

function actor(system: Record<string, unknown>, statuses: string[] = [], badges: string[] = []) {
  return { type: "character", system: { health: { value: 10, max: 20, below: 0, temp: 0 }, ...system }, statuses: new Set(statuses), items: [], flags: { [SYSTEM_ID]: { badges } } };
}
const ids = (list: readonly { id: string }[]) => list.map((b) => b.id);

describe("badges (§7.5)", () => {
  it("G13R-8 staggered at max 27 hp 13 (≤ half), not at 14; never on the book", () => {
    expect(ids(badgesFor(actor({ health: { value: 13, max: 27 } }), A13, null))).toEqual(["staggered"]);
    expect(ids(badgesFor(actor({ health: { value: 14, max: 27 } }), A13, null))).toEqual([]);
    expect(ids(badgesFor(actor({ health: { value: 13, max: 27 } }), BOOK_RULESET, null))).toEqual([]);
  });

  it("13A dying shows its failures ●●○○; stable; coma from the death save's flag; overdrawn n", () => {
    const dying = actor({ health: { value: 0, max: 20 }, dying: { failures: 2, stable: false, since: 47, combat: "" } });
    expect(badgesFor(dying, A13, 50)).toEqual([{ id: "dying", key: "ER.Resolution.Badge.dyingFailures", data: { failures: "●●○○" } }]);
    expect(ids(badgesFor(actor({ health: { value: 0, max: 20 }, dying: { failures: 1, stable: true, since: 47, combat: "" } }), A13, 50))).toEqual(["stable"]);
    expect(ids(badgesFor(actor({ health: { value: 0, max: 20 }, dying: { failures: 4, stable: true, since: 47, combat: "" } }, ["unconscious"], ["coma"]), A13, 50))).toEqual(["coma"]);
    expect(badgesFor(actor({ health: { value: 20, max: 20 }, recoveries: { value: 0, max: 8, die: "d8", overdrawn: 2 } }), A13, null)).toEqual([{ id: "overdrawn", key: "ER.Resolution.Badge.overdrawn", data: { n: 2 } }]);
  });

  it("G2R-7 OSR dying at t 47: 'stabilise by round 5 second 6' until t 106; from t 107 'dies when the fight ends'; injured from its flag", () => {
    const dying = actor({ health: { value: 0, max: 20 }, dying: { failures: 0, stable: false, since: 47, combat: "" } });
    expect(badgesFor(dying, OSR, 106)).toEqual([{ id: "dying", key: "ER.Resolution.Dying.OsrMinute", data: { round: 5, second: 6 } }]);
    expect(badgesFor(dying, OSR, 107)[0]!.key).toBe("ER.Resolution.Dying.OsrUntilFightEnd");
    expect(ids(badgesFor(actor({}, [], ["injured"]), OSR, null))).toEqual(["injured"]);
  });

  it("a dead creature shows no dying, staggered or stable badge", () => {
    expect(ids(badgesFor(actor({ health: { value: 0, max: 20 }, dying: { failures: 2, stable: false, since: 47, combat: "" } }, ["dead"]), A13, 50))).toEqual([]);
  });

  it("BADGE_SOURCES is a list of functions; the tracker port lists each combatant's labels", () => {
    expect(BADGE_SOURCES.every((s) => typeof s === "function")).toBe(true);
    registerResolution();
    const c = { id: "cbt0000000000001", actor: actor({ health: { value: 13, max: 27 } }) };
    // The book is in force here: no badge.
    expect(rowBadges({ combatants: [c] } as never)).toEqual({ cbt0000000000001: [] });
  });
});
