/**
 * The extra-cost sources of the movement rules (VARIANTS.md D7) as one table derived from the
 * declarations: the two the core reads itself (a hazard hex, the prone crawl) and every
 * `movementSources` entry of a registered rule module. Their order, bits, k, the largest k, the
 * action → source map and the movement actions Foundry lacks all come from here, so a new source is
 * declared once, in its module. Pure; built once, when this file loads. It is reached through
 * movement-points.ts (movement-costs.ts imports that first), so the config the registry's
 * modules derive from has loaded before the registry (ruleset/memory-registry.ts: load order).
 */
import type { ForfeitInput, MovementForfeit, MovementSourceDecl } from "./ruleset/points/movement";
import type { RuleModule } from "./ruleset/types";
import type { Ruleset } from "./ruleset/resolve";
import { RULE_MODULES } from "./ruleset/registry";
import { assertRuleset } from "./ruleset/known";
import { RulesError } from "./errors";
import { assertObject } from "./bounds";
import { MOVEMENT_SECONDS } from "./phases";

/**
 * Decision (VARIANTS.md D7 table): the sources the core itself names. A difficult hazard adds 1
 * however many overlap (004:L81); crawling adds 1 (004:L41), whether prone under the "crawl" point
 * or by Foundry's crawl action (one crawl, D9).
 */
const CORE_SOURCES: Readonly<Record<string, MovementSourceDecl>> = Object.freeze({ hazard: { cost: 1 }, crawl: { cost: 1, action: "crawl" } });

/** A movement action Foundry lacks, as the canvas registers it (label key in lang/en.json). */
export interface DeclaredMovementAction {
  readonly id: string;
  readonly label: string;
  readonly icon: string;
}

/** @internal The derived table. */
export interface SourceTable {
  /** Every source id, in table order (core first, then registry order). */
  readonly ids: readonly string[];
  readonly bit: Readonly<Record<string, number>>;
  readonly cost: Readonly<Record<string, number>>;
  /** Every source once, added (D7 additive). */
  readonly maxK: number;
  /** Foundry movement action id → its source. */
  readonly byAction: Readonly<Record<string, string>>;
  readonly newActions: readonly DeclaredMovementAction[];
}

/**
 * @internal The table of `CORE_SOURCES` and the modules' declarations. Throws on a declaration the
 * table cannot hold: an id declared twice, an action claimed by two sources, a k that is not a
 * whole number from 1 to 9 (a cost class is "T+k" with one digit), more than 30 sources (bits).
 */
export function sourceTable(modules: readonly RuleModule[]): SourceTable {
  const decls: [string, MovementSourceDecl, string][] = Object.entries(CORE_SOURCES).map(([id, d]) => [id, d, "core"]);
  for (const m of modules) for (const [id, d] of Object.entries(m.movementSources ?? {})) decls.push([id, d, m.id]);
  const bit: Record<string, number> = {};
  const cost: Record<string, number> = {};
  const byAction: Record<string, string> = {};
  const newActions: DeclaredMovementAction[] = [];
  let maxK = 0;
  decls.forEach(([id, d, owner], i) => {
    const bad = (why: string) => new Error(`movement source "${id}" (${owner}): ${why}`);
    if (Object.prototype.hasOwnProperty.call(bit, id)) throw bad("declared twice");
    // k = 0 only for an action of a module's own (VARIANTS.md §6.5: glide, hover cost no extra foot; what they read is the movementModes point).
    const least = d.newAction !== undefined ? 0 : 1;
    if (!Number.isInteger(d.cost) || d.cost < least || d.cost > 9) throw bad(least === 0 ? "cost must be a whole number from 0 to 9" : "cost must be a whole number from 1 to 9");
    if (i >= 30) throw bad("more than 30 sources");
    bit[id] = 1 << i;
    cost[id] = d.cost;
    maxK += d.cost;
    if (d.action !== undefined) {
      if (Object.prototype.hasOwnProperty.call(byAction, d.action)) throw bad(`action "${d.action}" already incurs "${byAction[d.action]}"`);
      byAction[d.action] = id;
      if (d.newAction !== undefined) newActions.push(Object.freeze({ id: d.action, ...d.newAction }));
    }
  });
  if (maxK > 9) throw new Error(`movement sources: every k added is ${maxK}, more than a one-digit cost class holds`);
  return Object.freeze({ ids: Object.freeze(decls.map(([id]) => id)), bit: Object.freeze(bit), cost: Object.freeze(cost), maxK, byAction: Object.freeze(byAction), newActions: Object.freeze(newActions) });
}

/** @internal The table of the registered modules. */
export const SOURCES: SourceTable = sourceTable(RULE_MODULES);

/**
 * The movement actions the registered modules add to Foundry's (their id, label key and icon), for
 * the canvas to register before it installs the cost functions.
 */
export function declaredMovementActions(): readonly DeclaredMovementAction[] {
  return SOURCES.newActions;
}

/** @internal The forfeits of the modules, in registry order, each with the modules that declare it. */
export interface ForfeitTable {
  readonly list: readonly { readonly forfeit: MovementForfeit; readonly modules: readonly string[] }[];
  readonly byId: ReadonlyMap<string, MovementForfeit>;
}

/**
 * @internal The forfeit table of a module list. One forfeit may be shared by several modules (the
 * surprise rules declare one const); two different forfeits under one id are refused.
 */
export function forfeitTable(modules: readonly RuleModule[]): ForfeitTable {
  const byId = new Map<string, MovementForfeit>();
  const owners = new Map<MovementForfeit, string[]>();
  for (const m of modules) {
    for (const f of m.movementForfeits ?? []) {
      const known = byId.get(f.id);
      if (known !== undefined && known !== f) throw new Error(`movement forfeit "${f.id}" (${m.id}): declared twice`);
      byId.set(f.id, f);
      owners.set(f, [...(owners.get(f) ?? []), m.id]);
    }
  }
  return Object.freeze({ list: Object.freeze([...owners].map(([forfeit, ms]) => Object.freeze({ forfeit, modules: Object.freeze(ms) }))), byId });
}

/** @internal The forfeits of the registered modules. */
export const FORFEITS: ForfeitTable = forfeitTable(RULE_MODULES);

/** Whether `id` names a declared forfeit (a reason a rule takes a mover's movement away). */
export function isForfeitId(id: unknown): id is string {
  return typeof id === "string" && FORFEITS.byId.has(id);
}

/** The lang key of a declared forfeit, or null for any other id. */
export function forfeitLabel(id: unknown): string | null {
  return isForfeitId(id) ? FORFEITS.byId.get(id)!.label : null;
}

/**
 * The forfeits asked under a resolved ruleset (in force, or `whileOff`), in registry order. A
 * resolved ruleset is frozen, so this is worked out once per ruleset: the tracker asks every row at
 * four movement seconds (RULES.md §2: 1,000 combatants within a frame).
 */
const ASKED = new WeakMap<Ruleset, readonly MovementForfeit[]>();
function forfeitsAskedUnder(ruleset: Ruleset): readonly MovementForfeit[] {
  let asked = ASKED.get(ruleset);
  if (asked === undefined) {
    const inForce: readonly unknown[] = ruleset.modules;
    asked = Object.freeze(FORFEITS.list.filter(({ forfeit, modules }) => forfeit.whileOff === true || modules.some((m) => inForce.includes(m))).map(({ forfeit }) => forfeit));
    ASKED.set(ruleset, asked);
  }
  return asked;
}

/**
 * Decision (VARIANTS.md §5.4, §6.2, §4.9; G2-14, GO-5, GA-3): the first declared forfeit (registry
 * order: surprise, which takes the whole round, before a stopped retreat) that takes the mover's
 * movement now, or null. `input` is null outside a started combat: no forfeit applies. A module's
 * forfeit is asked while the module is in force, or always when it says `whileOff`. A memory a
 * predicate's own checks refuse (a RulesError) forfeits nothing, as an odd stored value should not
 * freeze a token.
 */
export function movementForfeit(input: ForfeitInput | null, ruleset: Ruleset): string | null {
  assertRuleset("ruleset", ruleset);
  const asked = forfeitsAskedUnder(ruleset);
  if (input === null) return null;
  assertObject("input", input);
  assertObject("input.memory", input.memory);
  for (const forfeit of asked) {
    if (forfeit.setBy !== undefined && !input.memory[forfeit.setBy]) continue;
    try {
      if (forfeit.applies(input)) return forfeit.id;
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
    }
  }
  return null;
}

/** No forfeit at any movement second (shared: most rows of a table have none). */
const NONE_IN_ROUND: Readonly<Partial<Record<number, string>>> = Object.freeze({});

/**
 * The forfeit at each movement second of `round` ({@link movementForfeit} at 1, 6, 11 and 16), the
 * seconds without one left out. A memory that records none of the asked forfeits' losses (each
 * names its field, `setBy`) forfeits nothing, answered without asking each second: the tracker asks
 * this of every row (RULES.md §2: 1,000 combatants within a frame).
 */
export function movementForfeitsInRound(round: number, memory: Readonly<Record<string, unknown>>, ruleset: Ruleset): Readonly<Partial<Record<number, string>>> {
  assertRuleset("ruleset", ruleset);
  assertObject("memory", memory);
  if (forfeitsAskedUnder(ruleset).every((f) => f.setBy !== undefined && !memory[f.setBy])) return NONE_IN_ROUND;
  const out: Partial<Record<number, string>> = {};
  for (const second of MOVEMENT_SECONDS) {
    const id = movementForfeit({ round, second, memory }, ruleset);
    if (id !== null) out[second] = id;
  }
  return out;
}
