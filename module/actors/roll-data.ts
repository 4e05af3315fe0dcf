/**
 * The `@` values an actor offers to roll formulas (`Actor#getRollData`, module/actors/document.ts),
 * as a pure function of its derived data and items. They sit beside the actor's `system` fields
 * (so `@health.value`, `@movement.speed`, `@bodyWeight` keep working) and are documented in
 * docs/development.md ("Roll data") and the GM's guide page "The @ values". Every number comes from
 * the derivation; nothing is computed here.
 */
import { rollDataOf, type RollDataContext, type Ruleset } from "../rules";
import type { ActorDerived, ItemInput } from "./derive";
import { isPlayerCharacter } from "./player-character";

export interface ActorRollData {
  /** Quickness rating in force (the actor's own or its quickness skill's). */
  quickness: number;
  /** Initiative modifier in force (quickness, weapon in hand and encumbrance together). */
  initiative: number;
  /** Encumbrance penalty steps in force. */
  steps: number;
  /** Listed speed, hexes per round on optimal ground. */
  speed: number;
  /** Hexes per round on optimal ground after steps and conditions. */
  hexes: number;
  /** Weight carried and carrying capacity, lb. */
  carried: number;
  capacity: number;
  /** Daily miles after penalty steps. */
  miles: number;
  /** Skill ratings by identifier (`@skills.quickness`); skills without an identifier are left out. */
  skills: Record<string, number>;
  /**
   * The 13th Age escalation die this actor adds (VARIANTS.md row 5): the active combat's die for a
   * player character fighting in it, not frightened; 0 otherwise (the escalation-die module's
   * `rollData` contribution).
   */
  escalation: number;
}

/** Identifiers usable as `@skills.<id>`: letters, digits and underscores, lower-cased. */
export function skillKey(identifier: unknown): string | null {
  if (typeof identifier !== "string") return null;
  const key = identifier.trim().toLowerCase().replace(/[^a-z0-9_]+/g, "_").replace(/^_+|_+$/g, "");
  return key === "" ? null : key;
}

export function actorRollData(derived: ActorDerived, items: readonly ItemInput[], escalation = 0): ActorRollData {
  const skills: Record<string, number> = {};
  for (const item of items) {
    if (item.type !== "skill") continue;
    const key = skillKey(item.system["identifier"]);
    const rating = item.system["rating"];
    if (key && typeof rating === "number" && Number.isFinite(rating)) skills[key] = Math.max(skills[key] ?? -Infinity, rating);
  }
  return {
    quickness: derived.initiative.quicknessRating,
    initiative: derived.initiative.total,
    steps: derived.encumbrance.steps,
    speed: derived.movement.speed,
    hexes: derived.movement.hexesPerRound,
    carried: derived.encumbrance.carried,
    capacity: derived.encumbrance.capacity,
    miles: derived.travel.milesAfterSteps,
    skills,
    escalation: Number.isSafeInteger(escalation) && escalation > 0 ? escalation : 0,
  };
}

/** The parts of a Combat the roll data reads (the active combat). */
export interface RollDataCombat {
  started?: boolean;
  system?: unknown;
  combatants: { contents: ReadonlyArray<{ actor?: unknown; actorId?: string | null }> };
}

/** The parts of an Actor the roll data reads. */
export interface RollDataActor {
  id?: string | null;
  type?: string;
  /** Foundry's `ClientDocument#hasPlayerOwner`: a non-GM user owns the actor. */
  hasPlayerOwner?: boolean;
  isToken?: boolean;
  statuses?: ReadonlySet<string>;
  /** Its system data: `level` and `abilities` (13A `@a13.dmg`, 001:L23–L29). */
  system?: unknown;
}

/** A whole number, or undefined. */
function whole(v: unknown): number | undefined {
  return typeof v === "number" && Number.isSafeInteger(v) ? v : undefined;
}

/** The actor's level and ability scores as the roll-data values read them (absent fields left out). */
function levelAndAbilities(system: unknown): { level?: number; abilities?: Record<string, number> } {
  const s = (system && typeof system === "object" ? system : {}) as Record<string, unknown>;
  const level = whole(s["level"]);
  const raw = (s["abilities"] && typeof s["abilities"] === "object" ? s["abilities"] : {}) as Record<string, unknown>;
  const abilities: Record<string, number> = {};
  for (const [id, v] of Object.entries(raw)) {
    const n = whole(v);
    if (n !== undefined) abilities[id] = n;
  }
  return { ...(level === undefined ? {} : { level }), abilities };
}

/**
 * Dotted keys expanded into nested objects (`{"a13.dmg": 3}` → `{a13: {dmg: 3}}`), so `@a13.dmg`
 * resolves in a roll formula (Foundry reads `@a.b` as a path into the roll data). A plain key is
 * kept; a dotted key never overwrites a plain value of the same head.
 */
export function expandRollData(flat: Readonly<Record<string, number>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const dot = key.indexOf(".");
    if (dot < 0) {
      if (!(key in out)) out[key] = value;
      continue;
    }
    const head = key.slice(0, dot);
    const existing = out[head];
    if (existing !== undefined && (typeof existing !== "object" || existing === null)) continue;
    const group = (existing ?? {}) as Record<string, unknown>;
    group[key.slice(dot + 1)] = value;
    out[head] = group;
  }
  return out;
}

/**
 * What the ruleset's roll-data values read of an actor: whether it is a player character (a
 * `character` actor, owned by a player or not), its statuses, and the active combat if that combat is started
 * and the actor fights in it (a token's synthetic actor by identity, a linked actor also by id).
 */
export function rollDataContext(actor: RollDataActor, combat: RollDataCombat | null | undefined, damageAbility?: string): RollDataContext {
  const fights = !!combat?.started && combat.combatants.contents.some((c) => c.actor === actor || (!actor.isToken && typeof actor.id === "string" && c.actorId === actor.id));
  return {
    actor: {
      // VARIANTS.md row 5 (001:L132–L134): the escalation die is the PCs' (./player-character.ts).
      playerCharacter: isPlayerCharacter(actor),
      conditions: [...(actor.statuses ?? [])],
      ...levelAndAbilities(actor.system),
      ...(damageAbility === undefined ? {} : { damageAbility }),
    },
    combat: fights ? { system: combat!.system } : null,
  };
}

/**
 * The `@` values the ruleset's modules add for an actor (`@escalation`, `@a13.dmg` …), dotted keys
 * expanded. `damageAbility` is the ability of the item being rolled (`itemAbility`); absent: STR.
 */
export function moduleRollData(actor: RollDataActor, combat: RollDataCombat | null | undefined, ruleset: Ruleset, damageAbility?: string): Record<string, unknown> {
  return expandRollData(rollDataOf(rollDataContext(actor, combat, damageAbility), ruleset));
}

/** `@escalation` of an actor under `ruleset` (0 when no module gives it). */
export function actorEscalation(actor: RollDataActor, combat: RollDataCombat | null | undefined, ruleset: Ruleset): number {
  return rollDataOf(rollDataContext(actor, combat), ruleset)["escalation"] ?? 0;
}
