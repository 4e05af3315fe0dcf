/**
 * Fuzz baselines of the world-time clocks (module/rules/world-clocks.ts, VARIANTS.md rows 16–17):
 * jumps of any size (0, a second, a month, the largest world time; a jump back is refused), light
 * states at and past their edges, characters counted and not yet counted. The ruleset is the last
 * argument, named by index (0 the book, then each preset), so a mutated index is a forged ruleset.
 * The invariant is the settlement's own: every event within the jump, in order of world time.
 */
import * as rules from "../../module/rules";
import type { RulesSpec } from "./rules-targets";

const RULESETS: readonly rules.Ruleset[] = [rules.BOOK_RULESET, ...Object.values(rules.PRESETS).map((c) => rules.resolveRuleset(c))];
const OSR = 1 + Object.keys(rules.PRESETS).indexOf("osr");
const last = (fn: (...a: never[]) => unknown, arity: number) => (args: unknown[]) => {
  const list = Array.isArray(args) ? args : [args];
  const k = list[arity];
  return (fn as (...a: unknown[]) => unknown)(...list.slice(0, arity), typeof k === "number" && RULESETS[k] ? RULESETS[k] : k);
};
const torch = { id: "t", burnSeconds: 3600, burnedSeconds: 0, litAt: 0 };
const lantern = { id: "l", burnSeconds: 10_800, burnedSeconds: 10_000, litAt: null };
const pc = { id: "pc", con: 12, restAt: 0, checkedHours: 0 };
const fresh = { id: "new", con: 3, restAt: null, checkedHours: 0 };
const MONTH = 30 * 24 * 3600;
const input = (from: number, to: number, combat: unknown = null) => ({ from, to, lights: [torch, lantern], characters: [pc, fresh], combat });

export const WORLD_CLOCK_SPECS: Readonly<Record<string, RulesSpec>> = {
  settleWorldClocks: {
    args: [
      [input(0, 0), OSR],
      [input(0, 1), OSR],
      [input(3599, 50_400), OSR],
      [input(0, MONTH), OSR],
      [input(0, rules.MAX_WORLD_TIME), OSR],
      [input(-rules.MAX_WORLD_TIME, rules.MAX_WORLD_TIME), OSR],
      [input(46_795, 46_810, { second: 16 }), OSR],
      [input(10, 5), OSR],
      [input(0, MONTH), 0],
      // Afloat (002:L229): daily on a river or lake, weekly at sea.
      [{ ...input(3600, MONTH), afloat: "river" }, OSR],
      [{ ...input(0, MONTH), afloat: "sea" }, OSR],
      // On an overland march (002:L221): daily; a march afloat is refused.
      [{ ...input(8 * 3600, MONTH), overland: true }, OSR],
      [{ ...input(0, rules.MAX_WORLD_TIME), overland: true }, OSR],
      [{ ...input(0, MONTH), overland: true, afloat: "lake" }, OSR],
    ],
    drive: last(rules.settleWorldClocks, 1),
    invariant: (args, r) => {
      const [i] = args as [{ from: number; to: number }];
      const events = (r as rules.WorldClockSettlement).events;
      if (events.some((e) => e.at < i.from || e.at > i.to)) return "an event outside the jump";
      return events.every((e, n) => n === 0 || events[n - 1]!.at <= e.at) ? null : "events out of order";
    },
  },
  lightRemaining: {
    args: [[torch, 0], [torch, 3600], [torch, -5], [lantern, rules.MAX_WORLD_TIME]],
    invariant: (args, r) => {
      const [l] = args as [rules.LightState];
      return (r as number) >= 0 && (r as number) <= l.burnSeconds - l.burnedSeconds ? null : "remaining outside 0..what is left";
    },
  },
  setLightLit: {
    args: [[torch, false, 1200], [lantern, true, 5], [{ ...torch, litAt: null, burnedSeconds: 3600 }, true, 0], [torch, true, 0]],
    invariant: (_a, r) => ((r as rules.LightState).burnedSeconds <= (r as rules.LightState).burnSeconds ? null : "burnt more than the burn time"),
  },
  hoursAndMinutes: {
    args: [[0], [1], [3540], [rules.MAX_WORLD_TIME]],
    invariant: (_a, r) => ((r as { minutes: number }).minutes >= 0 && (r as { minutes: number }).minutes < 60 ? null : "minutes outside 0–59"),
  },
  storedLight: { args: [[{ burnSeconds: 3600, burnedSeconds: 10, litAt: 5 }], [{ burnSeconds: 0 }], [null], [{ burnSeconds: 1e300, burnedSeconds: -1, litAt: 2 ** 60 }]] },
  worldClockView: {
    args: [
      [{ now: 60, items: [{ id: "t", type: "gear", system: { burnSeconds: 3600, burnedSeconds: 0, litAt: 0 } }], character: { con: 12, restAt: 0 } }, OSR],
      [{ now: rules.MAX_WORLD_TIME, items: [], character: { con: "x", restAt: -rules.MAX_WORLD_TIME } }, OSR],
      [{ now: 0, items: [], character: null }, 0],
    ],
    drive: last(rules.worldClockView, 1),
  },
  burntOutLight: { args: [[torch, 3], [torch, 1], [lantern, 0]] },
  lightClockOf: { args: [[OSR], [0]], drive: last(rules.lightClockOf, 0) },
  resilienceInForce: { args: [[OSR], [0]], drive: last(rules.resilienceInForce, 0) },
};
