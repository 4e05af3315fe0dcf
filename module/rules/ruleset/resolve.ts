/**
 * The resolved ruleset: a stored config turned once into what the core calls. Every rules function
 * that a variant can change takes a Ruleset as a required parameter, so a forgotten one is a compile
 * error rather than a silent book. The book is the empty ruleset: no module in force, every point
 * empty.
 */
import { BOOK_CONFIG, frozenVariantConfig, type VariantConfig } from "./config";
import { bookValues, dependencyHolds } from "./derive";
import { RULE_MODULES } from "./registry";
import { LIST_POINTS, ONE_POINTS, type Contribution, type ResolvedPoints } from "./points";
import type { FlatConfig, RuleModule } from "./types";
import { rememberRuleset } from "./known";
import { collectMemory } from "./memory";
import { coreMemory } from "./memory-registry";
import type { Ruleset } from "./ruleset-type";

export type { Ruleset } from "./ruleset-type";

function flat(config: VariantConfig): FlatConfig {
  const out: FlatConfig = {};
  for (const path of Object.keys(bookValues())) {
    const [domain, key] = path.split(".") as [string, string];
    out[path] = (config as unknown as Record<string, Record<string, FlatConfig[string]>>)[domain]![key]!;
  }
  return out;
}

/**
 * Whether a module is in force: never while its `inForceWhen` fails; otherwise a module that selects
 * a slot choice while that choice is chosen, a module of its own fields while any of them differs
 * from the book, and a module with neither (only `inForceWhen`) always.
 */
export function moduleInForce(module: RuleModule, values: Readonly<FlatConfig>): boolean {
  if (module.inForceWhen && !dependencyHolds(module.inForceWhen, values)) return false;
  if (module.selects) return values[module.selects.path] === module.selects.value;
  const own = Object.keys(module.fields ?? {});
  if (own.length === 0) return module.inForceWhen !== undefined;
  const book = bookValues();
  return own.some((path) => values[path] !== book[path]);
}

const RESOLVED = new WeakMap<VariantConfig, Ruleset>();
/** Rulesets of configs passed unfrozen, by their values (a macro's object may change between calls). */
const BY_VALUES = new Map<string, Ruleset>();
const MAX_BY_VALUES = 256;

/**
 * The ruleset of a legal config (the setting adapter parses and validates what it stores; an illegal
 * one is refused with a RulesError). Memoised per frozen config object, so a stored config is
 * resolved once per change of the setting. An unfrozen object (a macro's) is checked at every call
 * and resolved from a frozen copy of its values, so an edit after a call is never answered with the
 * ruleset of the values before it, and an edit that makes it illegal is refused.
 */
export function resolveRuleset(config: VariantConfig): Ruleset {
  const known = RESOLVED.get(config);
  if (known) return known;
  // A config that is not legal is refused here, so no rules function sees it (RulesError).
  const frozen = frozenVariantConfig(config);
  if (frozen === config) {
    const ruleset = resolveWith(config, RULE_MODULES);
    RESOLVED.set(config, ruleset);
    return ruleset;
  }
  const key = JSON.stringify(frozen);
  const kept = BY_VALUES.get(key);
  if (kept) return kept;
  const ruleset = resolveRuleset(frozen);
  if (BY_VALUES.size >= MAX_BY_VALUES) BY_VALUES.clear();
  BY_VALUES.set(key, ruleset);
  return ruleset;
}

/**
 * The ruleset of `config` under a given module list (the registry in play; a test's own list, whose
 * choices the registry's validation does not know: the config is not checked here, resolveRuleset checks it).
 */
export function resolveWith(config: VariantConfig, modules: readonly RuleModule[]): Ruleset {
  const values = flat(config);
  const one: Record<string, unknown> = Object.fromEntries(Object.keys(ONE_POINTS).map((p) => [p, null]));
  const list: Record<string, unknown[]> = Object.fromEntries(Object.keys(LIST_POINTS).map((p) => [p, []]));
  const inForce: string[] = [];
  for (const m of modules) {
    if (!moduleInForce(m, values)) continue;
    inForce.push(m.id);
    const c: Contribution = m.contribute?.(config) ?? {};
    for (const [point, value] of Object.entries(c)) {
      if (value === undefined) continue;
      if (point in one) {
        if (one[point] !== null) throw new Error(`ruleset: two modules in force fill the point ${point} (${m.id})`);
        one[point] = Object.freeze(value);
      } else if (point in list) list[point]!.push(Object.freeze(value));
      else throw new Error(`ruleset: ${m.id} contributes to an unknown point ${point}`);
    }
  }
  for (const p of Object.keys(list)) Object.freeze(list[p]);
  const memory = collectMemory(coreMemory(), modules);
  return rememberRuleset(Object.freeze({ config, modules: Object.freeze(inForce), points: Object.freeze({ ...one, ...list }) as ResolvedPoints, memory }));
}

/** The book: the empty ruleset. */
export const BOOK_RULESET: Ruleset = resolveRuleset(BOOK_CONFIG);
