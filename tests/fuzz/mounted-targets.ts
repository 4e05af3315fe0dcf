/**
 * Fuzz baselines of mounted combat (module/rules/combat/mounted.ts, VARIANTS.md §13.3 row 41) and the
 * half-the-round record it shares with standing up (module/rules/move-plan.ts `roundCostRecordOf`):
 * the ruleset is the last argument, named by index (0 the book, then each preset), so a mutated
 * index is a forged ruleset, refused as such. The invariants are the functions' own.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const A5E_INDEX = 1 + Object.keys(rules.PRESETS).indexOf("a5e");
/** Calls `fn` with its first `arity` arguments and the ruleset named by index after them. */
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const RIDER = "riderToken000001";
const HORSE = "horseToken000001";
const facts = (over: Record<string, unknown> = {}) => ({
  kind: "mount",
  now: { round: 2, second: 1 },
  combatants: true,
  rider: { id: RIDER, size: "medium", hexes: [{ q: 0, r: 0, s: 0 }], memory: { mountId: "", mountRound: 0 } },
  mount: { id: HORSE, size: "large", hexes: [{ q: 1, r: 0, s: -1 }] },
  mountHidden: false,
  mountRidden: false,
  ...over,
});
const REFUSALS = new Set(["off", "notStarted", "notMovementSecond", "notCombatant", "onceARound", "alreadyMounted", "notMounted", "sameToken", "hidden", "mountTaken", "tooBig", "notAdjacent", "noSpace"]);
const moveInput = { gridType: 2, profile: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false }, conditions: [], combat: { id: "combat0000000001", started: true, absolute: 41 }, memory: rules.NO_VARIANT_MEMORY, doubleMoveRound: undefined, stoodUp: undefined };

export const MOUNTED_SPECS: Readonly<Record<string, RulesSpec>> = {
  mountedInForce: { args: [[A5E_INDEX], [0]], drive: last(rules.mountedInForce, 0) },
  mountRefusal: {
    args: [[facts(), A5E_INDEX], [facts({ kind: "dismount", rider: { id: RIDER, size: "medium", hexes: [{ q: 0, r: 0, s: 0 }], memory: { mountId: HORSE, mountRound: 1 } } }), A5E_INDEX], [facts(), 0]],
    drive: last(rules.mountRefusal, 1),
    invariant: (_a, r) => (r === null || REFUSALS.has(r as string) ? null : "a refusal that is not one of the declared reasons"),
  },
  mountMemoryWrites: {
    args: [[HORSE, { round: 2, second: 1 }], [null, { round: 3, second: 16 }]],
    invariant: (a, r) => ((r as rules.MountedMemory).mountRound === (a[1] as rules.ClockTime).round ? null : "the round written is not the clock's"),
  },
  riderIsMounted: { args: [[{ mountId: HORSE }], [{ mountId: "" }]] },
  dismountHex: {
    args: [[{ mount: [{ q: 0, r: 0, s: 0 }], occupied: [] }], [{ mount: [{ q: 0, r: 0, s: 0 }, { q: 1, r: 0, s: -1 }], occupied: [{ q: 0, r: 1, s: -1 }] }]],
    invariant: (a, r) => {
      if (r === null) return null;
      const h = r as rules.Cube;
      const input = a[0] as { mount: rules.Cube[]; occupied: rules.Cube[] };
      if ([...input.mount, ...input.occupied].some((c) => c.q === h.q && c.r === h.r)) return "lands on a taken hex";
      return input.mount.some((c) => rules.cubeDistance(c, h) === 1) ? null : "lands away from the mount";
    },
  },
  riderCover: { args: [[{ mounted: true, melee: true, cover: "none" }, A5E_INDEX], [{ mounted: true, melee: false, cover: "half" }, A5E_INDEX], [{ mounted: true, melee: true, cover: "total" }, 0]], drive: last(rules.riderCover, 1) },
  proneWhileMounted: { args: [[{ who: "rider" }, A5E_INDEX], [{ who: "mount" }, A5E_INDEX], [{ who: "neither" }, 0]], drive: last(rules.proneWhileMounted, 1) },
  roundCostRecordOf: {
    args: [[moveInput, { spentUnits: 0, kind: "mount" }, A5E_INDEX], [moveInput, { spentUnits: 2, kind: "standUp" }, A5E_INDEX], [moveInput, { spentUnits: 0, kind: "mount" }, 0]],
    drive: last(rules.roundCostRecordOf, 2),
    invariant: (_a, r) => (r === null || (r as rules.StandUpRecord).taken.every((t, q) => t <= (r as rules.StandUpRecord).of[q]!) ? null : "takes more than a phase holds"),
  },
};
