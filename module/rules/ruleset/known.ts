/**
 * The rulesets resolution has made. A rules function takes a `Ruleset` as data from its caller; one
 * that resolution did not make (a copy, a forged object) is refused with a RulesError rather than
 * trusted, since its points are code the round plan runs.
 */
import { RulesError } from "../errors";
import type { Ruleset } from "./ruleset-type";

const KNOWN = new WeakSet<object>();

/** Records a ruleset as one resolution made (resolve.ts only). */
export function rememberRuleset(ruleset: Ruleset): Ruleset {
  KNOWN.add(ruleset);
  return ruleset;
}

/** Throws unless `ruleset` is a ruleset resolution made (resolveRuleset, resolveWith). */
export function assertRuleset(name: string, ruleset: unknown): asserts ruleset is Ruleset {
  if (ruleset === null || typeof ruleset !== "object" || !KNOWN.has(ruleset)) throw new RulesError("INVALID_ARGUMENT", name, ruleset, "expected a resolved ruleset (resolveRuleset)");
}
