/**
 * The fuzz suite. In `npm test` it runs a small budget per target (FUZZ_CASES, default
 * 1,000); `npm run fuzz -- --cases 10000` runs the same targets at any budget and prints the report.
 * Every target must keep its contract: the test fails on the first fault class and prints them all.
 */
import { describe, expect, it } from "vitest";
import { resolveRuleset } from "../../module/rules";
import { mkdirSync, writeFileSync } from "node:fs";
import { runTarget, type TargetReport } from "./harness";
import { formatReport } from "./report";
import { allTargets } from "./targets";
import * as rules from "../../module/rules";
import { hostile, rulesErrorCode } from "../support/rules-error";
import { validateActorSystem } from "../../module/actors/spec";
import { validateItemSystem } from "../../module/items/spec";
import { migrateActorSource, migrateActorSourceWithNotes } from "../../module/actors/migrate";
import { migrateItemSource } from "../../module/items/migrate";
import { travelRuleset } from "../support/variants";

const CASES = Number(process.env["FUZZ_CASES"] ?? 1000);
const SEED = Number(process.env["FUZZ_SEED"] ?? 16);
const ONLY = process.env["FUZZ_ONLY"];

describe("fuzz suite", () => {
  it(`keeps every target's contract at ${CASES} cases per target`, () => {
    const targets = allTargets().filter((t) => !ONLY || t.name.includes(ONLY));
    const reports: TargetReport[] = targets.map((t) => runTarget(t, CASES, SEED));
    const text = formatReport(reports, CASES, SEED);
    const out = process.env["FUZZ_REPORT"];
    if (out) {
      mkdirSync(out.replace(/\/[^/]*$/, ""), { recursive: true });
      writeFileSync(out, text);
    }
    const faulty = reports.filter((r) => r.faults.length > 0);
    if (faulty.length > 0) console.log(text);
    expect(faulty.map((r) => `${r.name}: ${r.faults.map((f) => f.fault).join(" | ")}`)).toEqual([]);
  }, 3_600_000);
});

/**
 * The fault classes of the second independent fuzz audit, one regression each (the generic targets
 * above reach them only by chance): each call gives a correct result or a coded RulesError.
 */
describe("fuzz audit 2 regressions", () => {
  const osrMover = { speed: 116, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] as string[] };

  it("M1: a legal OSE traveller's miles saturate at MAX_MILES_PER_DAY and stay a valid partial-day input", () => {
    for (const [miles, flies, forced] of [[668, false, false], [501, true, false], [445, false, true], [334, true, true], [1000, true, true]] as const) {
      const m = rules.companionMilesPerDay({ milesPerDay: miles, flies, forcedMarch: forced }, "optimal", travelRuleset("ose", "ose"));
      expect(m).toBeLessThanOrEqual(rules.MAX_MILES_PER_DAY);
      expect(rulesErrorCode(() => rules.partialDayMiles(m, 4, 8))).toBe("no error");
    }
  });

  it("M2: fast movers under every preset, prone or not, get limits (no common-denominator overflow)", () => {
    for (const config of Object.values(rules.PRESETS)) {
      for (const conditions of [[], ["prone"]]) {
        for (const speed of [74, 116, 183, 200]) {
          for (const window of [{ kind: "round" }, { kind: "phase", phase: 0 }] as const) {
            expect(rulesErrorCode(() => rules.moveLimits({ ...osrMover, speed, conditions }, window, resolveRuleset(config)))).toBe("no error");
          }
        }
      }
    }
  });

  it("L1: hexLine refuses a line past MAX_LINE_HEXES (coded) instead of allocating it", () => {
    expect(rulesErrorCode(() => rules.hexLine({ i: 0, j: 0 }, { i: 5e7, j: 0 }, "evenR"))).toBe("OUT_OF_RANGE");
  });

  it("L2: validateVariantConfig never throws, whatever the options", () => {
    for (const options of [null, {}, { combatStarted: true, previous: {} }, { combatStarted: true, previous: { initiative: null } }, 7]) {
      expect(rulesErrorCode(() => rules.validateVariantConfig(rules.BOOK_CONFIG, hostile(options)))).toBe("no error");
    }
    expect(rules.validateVariantConfig(rules.PRESETS.a13, { combatStarted: true, previous: rules.BOOK_CONFIG }).map((p) => p.path)).toContain("initiative.model");
  });

  it("L5: a list with holes is refused with a code, never read as undefined", () => {
    const memory = rules.NO_VARIANT_MEMORY;
    expect(rulesErrorCode(() => rules.orderRanks(hostile(new Array(1))))).toBe("INVALID_ARGUMENT");
    // eslint-disable-next-line no-sparse-arrays
    expect(rulesErrorCode(() => rules.variantTieBreaks(hostile([, { id: "a", memory, pc: false, perm: 1 }]), resolveRuleset(rules.PRESETS.a13)))).toBe("INVALID_ARGUMENT");
    // eslint-disable-next-line no-sparse-arrays
    expect(rulesErrorCode(() => rules.ambushRoundActors(hostile([, { id: "a", side: "h", second: 3, order: 1, ambusher: true }]), resolveRuleset(rules.PRESETS.a13)))).toBe("INVALID_ARGUMENT");
    // eslint-disable-next-line no-sparse-arrays
    expect(rulesErrorCode(() => rules.partyMilesPerDay(hostile([12, , 8])))).toBe("INVALID_ARGUMENT");
  });

  it("L6: orderRanks refuses duplicate ids (no ranks with a gap)", () => {
    const key = (id: string) => ({ id, total: 10, key2: 0, tie: 1, aheadOf: "" });
    expect(rulesErrorCode(() => rules.orderRanks([key("a"), key("a"), key("b")]))).toBe("INVALID_ARGUMENT");
  });

  it("L7: tradedAction refuses a round its own record could not hold", () => {
    expect(rulesErrorCode(() => rules.tradedAction(rules.NO_ACTION, rules.MAX_ROUND + 1))).toBe("OUT_OF_RANGE");
    expect(() => rules.assertActionRecord("traded", rules.tradedAction(rules.NO_ACTION, rules.MAX_ROUND))).not.toThrow();
  });

  it("L9: validation never throws on a null-prototype object holding a BigInt (a coded problem instead)", () => {
    const odd = () => Object.assign(Object.create(null) as object, { a: 10n });
    expect(rulesErrorCode(() => validateActorSystem("character", { coins: odd() }))).toBe("no error");
    expect(validateActorSystem("character", { coins: odd() }).length).toBeGreaterThan(0);
    for (const strict of [false, true]) expect(rulesErrorCode(() => validateItemSystem("weapon", { weight: odd() }, strict))).toBe("no error");
  });

  it("L10: migrating a source that is not an object gives it back untouched", () => {
    for (const source of [null, undefined, 7, "x"]) {
      expect(migrateActorSource(hostile(source))).toBe(source);
      expect(migrateItemSource("weapon", hostile(source))).toBe(source);
      expect(migrateActorSourceWithNotes(hostile(source)).notes).toEqual([]);
    }
  });
});
