/**
 * The `@` values the ruleset's modules add to an actor's roll data (the `rollData` point). Pure: the
 * actor adapter gathers the context (the actor, the started combat it fights in) and merges the
 * values into what `Actor#getRollData` returns.
 */
import { assertList, assertObject } from "./bounds";
import { RulesError } from "./errors";
import type { Ruleset } from "./ruleset/resolve";
import type { RollDataContext } from "./ruleset/points/combat";

/** A roll-data key: letters, or one dotted path of two names (`a13.dmg`), so `@key` parses in any formula. */
const KEY = /^(?:[a-zA-Z]+|[a-zA-Z][a-zA-Z0-9]*\.[a-zA-Z][a-zA-Z0-9]*)$/;

/**
 * The values every `rollData` contribution gives for `ctx`, by key (a later module's key does not
 * overwrite an earlier one's: registry order decides). A value that is not a safe integer counts
 * as 0, and so does a negative one unless its entry is `signed`.
 */
export function rollDataOf(ctx: RollDataContext, ruleset: Ruleset): Record<string, number> {
  assertObject("ruleset", ruleset);
  assertObject("ruleset.points", ruleset.points);
  const entries: unknown = ruleset.points.rollData;
  assertList("ruleset.points.rollData", entries);
  assertObject("ctx", ctx);
  assertObject("ctx.actor", ctx.actor);
  if (ctx.combat !== null) assertObject("ctx.combat", ctx.combat);
  const out: Record<string, number> = {};
  for (const entry of entries as readonly { key?: unknown; value?: unknown; signed?: unknown }[]) {
    if (typeof entry.key !== "string" || !KEY.test(entry.key) || typeof entry.value !== "function") throw new RulesError("INVALID_ARGUMENT", "ruleset.points.rollData", entry, "expected { key, value }");
    if (entry.key in out) continue;
    const v: unknown = (entry.value as (c: RollDataContext) => unknown)(ctx);
    out[entry.key] = typeof v === "number" && Number.isSafeInteger(v) && (v > 0 || (entry.signed === true && v < 0)) ? v : 0;
  }
  return out;
}
