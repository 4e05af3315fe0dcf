/**
 * The extra-cost sources of the movement rules (VARIANTS.md D7) as one table derived from the
 * declarations: the two the core reads itself (a hazard hex, the prone crawl) and every
 * `movementSources` entry of a registered rule module. Their order, bits, k, the largest k, the
 * action → source map and the movement actions Foundry lacks all come from here, so a new source is
 * declared once, in its module. Pure; built once, when this file loads. It is reached through
 * movement-points.ts (variants/movement-costs.ts imports that first), so the config the registry's
 * modules derive from has loaded before the registry (ruleset/memory-registry.ts: load order).
 */
import type { MovementSourceDecl } from "./ruleset/points/movement";
import type { RuleModule } from "./ruleset/types";
import { RULE_MODULES } from "./ruleset/registry";

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
    if (!Number.isInteger(d.cost) || d.cost < 1 || d.cost > 9) throw bad("cost must be a whole number from 1 to 9");
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
