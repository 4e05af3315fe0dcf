/**
 * What a companion initiative model reads of a combatant (VARIANTS.md §9.4), gathered from Foundry
 * documents as plain data: the actor's DEX and level, whether a slow weapon is in hand (the rule is
 * the rules core's slowInHand), the side (token disposition), the shared-roll group (same base
 * actor and disposition) and the kept memory. Values a player can edit are clamped to the rules'
 * bounds here, so a hostile actor cannot stop a round transition.
 */
import { MAX_ABILITY_SCORE, MAX_LEVEL, NO_VARIANT_MEMORY, slowInHand, type SlowWeaponInput, type VariantActorParts, type VariantCombatantInput, type VariantMemory } from "../rules";

/** An actor as this module reads it (a real Actor or a test stand-in). */
export interface VariantActorLike {
  system?: unknown;
  items?: Iterable<{ type?: string; system?: unknown }> | { contents?: Array<{ type?: string; system?: unknown }> } | null;
}

const wholeIn = (v: unknown, min: number, max: number, fallback: number): number =>
  typeof v === "number" && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.trunc(v))) : fallback;

function itemList(actor: VariantActorLike | null | undefined): Array<{ type?: string; system?: unknown }> {
  const items = actor?.items;
  if (!items) return [];
  if (typeof (items as { contents?: unknown }).contents === "object" && Array.isArray((items as { contents?: unknown }).contents)) return (items as { contents: Array<{ type?: string; system?: unknown }> }).contents;
  if (typeof (items as Iterable<unknown>)[Symbol.iterator] === "function") return [...(items as Iterable<{ type?: string; system?: unknown }>)];
  return [];
}

/** DEX (default 10), level (default 0) and "slow weapon in hand" of an actor. */
export function variantActorParts(actor: VariantActorLike | null | undefined): VariantActorParts {
  const system = (actor?.system ?? {}) as { abilities?: { dex?: unknown }; level?: unknown };
  const weapons: SlowWeaponInput[] = itemList(actor)
    .filter((i) => i.type === "weapon" && (i.system as { inHand?: unknown } | undefined)?.inHand === true)
    .map((i) => {
      const s = i.system as { slow?: unknown; twoHanded?: unknown; kind?: unknown };
      return { slow: typeof s.slow === "boolean" ? s.slow : null, twoHanded: s.twoHanded === true, kind: s.kind === "ranged" ? "ranged" : "melee" };
    });
  return {
    dex: wholeIn(system.abilities?.dex, 0, MAX_ABILITY_SCORE, 10),
    level: wholeIn(system.level, 0, MAX_LEVEL, 0),
    slow: slowInHand(weapons.slice(0, 1000)),
  };
}

/** Decision (VARIANTS.md §5.1): an OSE side is the token's disposition. */
export function dispositionSide(disposition: unknown): string {
  switch (disposition) {
    case 1:
      return "friendly";
    case 0:
      return "neutral";
    case -2:
      return "secret";
    default:
      return "hostile";
  }
}

/** The memory's field names, for the completeness check below. */
const MEMORY_KEYS = Object.keys(NO_VARIANT_MEMORY);

/**
 * Stored memories already found to hold every declared field: a field is only ever written, never
 * deleted, so the scan of every field name is made once per stored object, not at each of the
 * several reads of a round start or a tracker row (1,000 combatants within a frame, RULES.md §2).
 */
const COMPLETE = new WeakSet<object>();

/**
 * The kept memory of a combatant's system data (the book's initial values when absent). A stored
 * memory that has every field is read as it is (the tracker and every round start read each
 * combatant's memory several times: no copy for the usual case); one that lacks a field (data from
 * before a module declared it) gets the field's initial value.
 */
export function variantMemoryOf(system: { variant?: VariantMemory } | null | undefined): VariantMemory {
  const v = system?.variant;
  if (!v || typeof v !== "object") return NO_VARIANT_MEMORY;
  if (COMPLETE.has(v)) return v;
  for (const key of MEMORY_KEYS) if (!(key in v)) return { ...NO_VARIANT_MEMORY, ...v };
  COMPLETE.add(v);
  return v;
}


/** A combatant as this module reads it. */
export interface VariantCombatantLike {
  actor?: VariantActorLike | null;
  actorId?: string | null;
  token?: { disposition?: unknown } | null;
  hasPlayerOwner?: boolean;
  id?: string | null;
}

/** The whole variant input of a combatant. */
export function variantCombatantInput(combatant: VariantCombatantLike, memory: VariantMemory): VariantCombatantInput {
  const side = dispositionSide(combatant.token?.disposition);
  const base = typeof combatant.actorId === "string" && combatant.actorId !== "" ? combatant.actorId : `id:${combatant.id ?? ""}`;
  return { actor: variantActorParts(combatant.actor), side, group: `${base}|${side}`, pc: combatant.hasPlayerOwner === true, memory };
}

/** A memory as the rules' readers of any module's field take it: by key. */
export function memoryFields(memory: VariantMemory): Readonly<Record<string, unknown>> {
  // VariantMemory joins interfaces, which carry no index signature; its fields are plain own properties.
  return memory as unknown as Readonly<Record<string, unknown>>;
}
