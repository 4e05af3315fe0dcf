/**
 * VARIANTS.md GX-0: under the book every rules function a variant can
 * change returns exactly what it returned before the variants existed.
 *
 * The fixture (book-regression.json) was recorded from main *before* any rules function took a
 * config (commit "Variant config foundation"): 300 random inputs per function, drawn with a fixed
 * seed. Each case is replayed here twice, with the book passed explicitly (BOOK_RULESET, or
 * BOOK_CONFIG for a function still taking a config) and with the book built another way (a
 * ruleset resolved from a copy of the book config, or the default), and both must equal the
 * recorded output. A second, live property checks the same equality on fresh random inputs.
 *
 * To re-record (only ever from a commit whose book behaviour is known right):
 * ER_WRITE_BOOK_FIXTURE=1 npx vitest run tests/variants/book-regression.test.ts
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as rules from "../../module/rules";
import { BOOK_CONFIG, BOOK_RULESET, resolveRuleset } from "../../module/rules";

/** The book as each kind of function takes it: explicitly, and as the same book built another way. */
function bookArgs(takes: Takes): { explicit: unknown[]; other: unknown[] } {
  if (takes === "ruleset") return { explicit: [BOOK_RULESET], other: [resolveRuleset(structuredClone(BOOK_CONFIG))] };
  if (takes === "config") return { explicit: [BOOK_CONFIG], other: [] };
  return { explicit: [], other: [] };
}

const FIXTURE = fileURLToPath(new URL("./book-regression.json", import.meta.url));
const RUNS = 300;
const SEED = 20261122;

const terrain = fc.constantFrom(...rules.TERRAIN_IDS);
const conditionList = fc.subarray([...rules.CONDITION_IDS, "unknownStatus"], { maxLength: 3 });
const adaptation = fc.option(fc.constantFrom(...Object.values(rules.ADAPTATION_PRESETS)), { nil: undefined });
const movementInput = fc.record({
  speed: fc.nat(40),
  terrain,
  adaptation,
  sureFooted: fc.boolean(),
  steep: fc.boolean(),
  encumbranceSteps: fc.nat(8),
  immobile: fc.boolean(),
  conditions: conditionList,
});
const mover = fc.record({
  speed: fc.nat(40),
  adaptation: fc.constantFrom({}, ...Object.values(rules.ADAPTATION_PRESETS)),
  sureFooted: fc.boolean(),
  encumbranceSteps: fc.nat(6),
  immobile: fc.boolean(),
  conditions: conditionList,
});
const windowArb = fc.oneof(
  fc.constant({ kind: "round" as const }),
  fc.constant({ kind: "closed" as const }),
  fc.record({ kind: fc.constant("phase" as const), phase: fc.constantFrom(0, 1, 2, 3) }),
);
const parts = fc.record({ quickness: fc.integer({ min: -10, max: 0 }), weapon: fc.integer({ min: -2, max: 2 }), encumbrance: fc.nat(6), other: fc.integer({ min: -20, max: 20 }) });
const id = (i: number) => `c${String(i).padStart(15, "0")}`;
const roundInput = fc
  .record({
    round: fc.integer({ min: 1, max: 6 }),
    rows: fc.array(
      fc.record({
        startedRound: fc.nat(6),
        score: fc.integer({ min: 1, max: 40 }),
        casting: fc.nat(30),
        defeated: fc.boolean(),
        conditions: conditionList,
        hidden: fc.boolean(),
        rollsOwn: fc.boolean(),
        parts,
        dice: fc.integer({ min: 2, max: 20 }),
        u: fc.double({ min: 0, max: 0.999, noNaN: true }),
      }),
      { maxLength: 6 },
    ),
  })
  .map(({ round, rows }) => {
    const combatants = rows.map((r, i) => {
      const started = Math.min(r.startedRound, round - 1);
      const action = started > 0 ? rules.planAction(started, r.score, r.casting) : rules.NO_ACTION;
      return { state: { id: id(i), action, tieBreak: i + 1, conditions: r.conditions, defeated: r.defeated }, name: `C${i}`, hidden: r.hidden, parts: r.parts, rollsOwn: r.rollsOwn };
    });
    return { round, combatants, dice: rows.map((r, i) => [id(i), r.dice] as const), tieBreakUniforms: rows.map((r) => r.u) };
  });
const traveller = fc.record({ milesPerDay: fc.nat(40), steps: fc.nat(6), adaptation, sureFooted: fc.boolean(), immobile: fc.boolean() });
const overlandHex = fc.record({ terrain, steep: fc.boolean() });

/**
 * Each function under test: a generator of argument lists, how to call it (JSON-safe args in,
 * JSON-safe result out), and what it takes last: the resolved ruleset (required: the book is
 * BOOK_RULESET), a config (optional, defaulting to the book), or nothing (a function of the book only).
 */
type Takes = "ruleset" | "config" | "none";
const SUBJECTS: Record<string, { gen: fc.Arbitrary<unknown[]>; call: (args: unknown[], extra: unknown[]) => unknown; takes?: Takes }> = {
  movementAllowance: { gen: movementInput.map((i) => [i]), call: (a, x) => (rules.movementAllowance as (...p: unknown[]) => unknown)(...a, ...x), takes: "ruleset" },
  moveLimits: {
    takes: "ruleset",
    gen: fc.tuple(mover, windowArb),
    call: (a, x) => {
      const r = (rules.moveLimits as (...p: unknown[]) => rules.MoveLimits)(...a, ...x);
      return { window: r.window, allowances: r.allowances, reason: r.reason, budget: r.table.budget };
    },
  },
  phaseAllowancesByTerrain: { gen: fc.tuple(movementInput.map(({ terrain: _t, ...rest }) => rest), fc.constantFrom(0, 1, 2, 3)), call: (a, x) => (rules.phaseAllowancesByTerrain as (...p: unknown[]) => unknown)(...a, ...x), takes: "ruleset" },
  hexesPerRound: { gen: fc.tuple(fc.nat(60), terrain), call: (a, x) => (rules.hexesPerRound as (...p: unknown[]) => unknown)(...a, ...x) },
  initiativeFromParts: { gen: fc.tuple(fc.integer({ min: 2, max: 20 }), parts), call: (a, x) => (rules.initiativeFromParts as (...p: unknown[]) => unknown)(...a, ...x) },
  initiativeModifierParts: {
    gen: fc.record({ quickness: fc.nat(60), weapon: fc.integer({ min: -2, max: 2 }), encumbranceSteps: fc.nat(6), other: fc.integer({ min: -5, max: 5 }) }).map((i) => [i]),
    call: (a, x) => (rules.initiativeModifierParts as (...p: unknown[]) => unknown)(...a, ...x),
  },
  planRoundTransition: {
    gen: roundInput.map((i) => [i]),
    call: (a, x) => {
      const input = a[0] as { dice: [string, number][] };
      return (rules.planRoundTransition as (...p: unknown[]) => unknown)({ ...input, dice: new Map(input.dice) }, ...x);
    },
    takes: "ruleset",
  },
  encumbrance: {
    gen: fc
      .record({ group: fc.constantFrom("character", "packAnimal", "other"), carried: fc.nat(400), bodyWeight: fc.integer({ min: 1, max: 300 }), capacity: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }), towing: fc.boolean() })
      .map((i) => [i.group === "packAnimal" && i.capacity === undefined ? { ...i, capacity: 200 } : i]),
    call: (a, x) => (rules.encumbrance as (...p: unknown[]) => unknown)(...a, ...x),
  },
  stepsInForce: { gen: fc.record({ loaded: fc.nat(8), persistent: fc.nat(8), forcedMarch: fc.nat(8) }).map((i) => [i]), call: (a, x) => (rules.stepsInForce as (...p: unknown[]) => unknown)(...a, ...x) },
  milesPerDayInTerrain: { gen: fc.tuple(fc.nat(40), terrain), call: (a, x) => (rules.milesPerDayInTerrain as (...p: unknown[]) => unknown)(...a, {}, ...x), takes: "ruleset" },
  travelDays: { gen: fc.tuple(fc.nat(40), terrain), call: (a, x) => (rules.travelDays as (...p: unknown[]) => unknown)(...a, ...x), takes: "ruleset" },
  dailyMilesAfterSteps: { gen: fc.tuple(fc.nat(40), fc.nat(8)), call: (a, x) => (rules.dailyMilesAfterSteps as (...p: unknown[]) => unknown)(...a, ...x) },
  forcedMarchSteps: { gen: fc.tuple(fc.nat(24), fc.integer({ min: 1, max: 12 })), call: (a, x) => (rules.forcedMarchSteps as (...p: unknown[]) => unknown)(...a, ...x), takes: "ruleset" },
  overlandTravel: {
    gen: fc.tuple(fc.array(traveller, { minLength: 1, maxLength: 4 }), fc.array(overlandHex, { maxLength: 8 }), fc.integer({ min: 1, max: 12 })),
    call: (a, x) => (rules.overlandTravel as (...p: unknown[]) => unknown)(...a, ...x),
    takes: "ruleset",
  },
};

/** JSON round trip, so Infinity and -0 compare as they were stored (Infinity is stored as a string). */
function plain(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (_k, x) => (x === Infinity ? "Infinity" : x === -Infinity ? "-Infinity" : x)));
}

function outcome(fn: () => unknown): unknown {
  try {
    return { value: plain(fn()) };
  } catch (e) {
    return { error: e instanceof rules.RulesError ? e.code : String(e) };
  }
}

type Fixture = Record<string, { args: unknown[]; out: unknown }[]>;

if (process.env.ER_WRITE_BOOK_FIXTURE === "1") {
  const fixture: Fixture = {};
  for (const [name, s] of Object.entries(SUBJECTS)) {
    fixture[name] = fc.sample(s.gen, { seed: SEED, numRuns: RUNS }).map((args) => {
      const stored = plain(args) as unknown[];
      return { args: stored, out: outcome(() => s.call(stored, bookArgs(s.takes ?? "config").other)) };
    });
  }
  writeFileSync(FIXTURE, JSON.stringify(fixture) + "\n");
}

describe("GX-0: every variant-aware rules function under BOOK_CONFIG equals the book's recorded output", () => {
  const fixture: Fixture = existsSync(FIXTURE) ? (JSON.parse(readFileSync(FIXTURE, "utf8")) as Fixture) : {};
  it("the fixture holds every subject", () => {
    expect(Object.keys(fixture).sort()).toEqual(Object.keys(SUBJECTS).sort());
  });
  for (const [name, s] of Object.entries(SUBJECTS)) {
    const book = bookArgs(s.takes ?? "config");
    it(`${name}: ${RUNS} recorded cases, with the book given explicitly and built another way`, () => {
      const cases = fixture[name] ?? [];
      expect(cases.length).toBe(RUNS);
      for (const c of cases) {
        expect(outcome(() => s.call(c.args, book.other)), `${name}(${JSON.stringify(c.args)})`).toEqual(c.out);
        expect(outcome(() => s.call(c.args, book.explicit)), `${name}(${JSON.stringify(c.args)}, book)`).toEqual(c.out);
      }
    });
    it(`${name}: property — the book given explicitly or built another way gives the same result`, () => {
      fc.assert(
        fc.property(s.gen, (args) => {
          const a = plain(args) as unknown[];
          expect(outcome(() => s.call(a, book.explicit))).toEqual(outcome(() => s.call(a, book.other)));
        }),
        { numRuns: 100 },
      );
    });
  }
});

