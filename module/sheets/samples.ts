/**
 * Sample actors and items for the sheets' template tests and previews, from the book's examples
 * (docs/rules.md §6): the gryf of about 100 lb carrying 30 lb (one step), the mule (capacity 600 lb,
 * step 60 lb) and the lizard steed (capacity 1000 lb, step 10 lb). Their derived data comes from the
 * actors' own pure derivation, so every number a test reads is the real one.
 */
import { deriveActor, type DeriveInput } from "../actors/derive";
import { fighterOf } from "../actors/fighter";
import { BOOK_CONFIG, resolveRuleset, type TerrainId, type VariantConfig } from "../rules";
import type { ActorSheetInput, ActorSourceView } from "./context/actor";
import type { SheetItem } from "./context/inventory";
import type { ItemSheetInput } from "./context/item";
import type { Localize } from "./context/shared";

let nextId = 0;
function item(type: string, name: string, system: Record<string, unknown>): SheetItem {
  nextId += 1;
  return { id: `item${String(nextId).padStart(12, "0")}`, name, img: "icons/svg/item-bag.svg", type, system };
}

export const GRYF_ITEMS: readonly SheetItem[] = Object.freeze([
  item("weapon", "Short sword", { initiativeModifier: 1, weight: 3, equipped: true, inHand: true, description: "" }),
  item("weapon", "Fists", { initiativeModifier: -2, weight: 0, equipped: false, inHand: false, unarmed: true, description: "" }),
  item("armour", "Leather jerkin", { weight: 7, worn: true, description: "" }),
  item("gear", "Rations (day)", { weight: 2, quantity: 5, description: "" }),
  item("gear", "Rope, 50 ft", { weight: 10, quantity: 1, description: "" }),
  item("skill", "Quickness", { identifier: "quickness", rating: 14, description: "" }),
  item("spell", "Spark", { castingSeconds: 4, description: "" }),
]);

function source(patch: Partial<ActorSourceView> & Pick<ActorSourceView, "movement" | "encumbrance">): ActorSourceView {
  return {
    health: { value: 10, max: 10 },
    bodyWeight: 0,
    quickness: 0,
    notes: "",
    march: { hours: 0, priorSteps: 0, travelHours: 0 },
    load: { overCapacitySeconds: 0, droppedAt: null, droppedSteps: 0, loadedSteps: 0, unloadedSeconds: 0 },
    ...patch,
  };
}

/** The gryf: about 100 lb, speed 12, 20 miles a day, carrying 30 lb (one step over its 25 lb). */
export const GRYF: ActorSourceView = source({
  bodyWeight: 100,
  race: "Gryf",
  movement: { speed: 12, milesPerDay: 20, sureFooted: false, adaptation: {} },
  encumbrance: { towing: false },
  notes: "<p>Keeps the party's maps.</p>",
});

/** The mule: a pack animal of capacity 600 lb and step 60 lb, speed 12, 24 miles; sure-footed. */
export const MULE: ActorSourceView = source({
  movement: { speed: 12, milesPerDay: 24, sureFooted: true, adaptation: {} },
  encumbrance: { towing: false, group: "packAnimal", capacity: 600, step: 60 },
  nativeTerrains: [],
});

/** The lizard steed: a pack animal of capacity 1000 lb and step 10 lb, speed 18, 36 miles; native of the swamp. */
export const LIZARD_STEED: ActorSourceView = source({
  movement: { speed: 18, milesPerDay: 36, sureFooted: false, adaptation: {} },
  encumbrance: { towing: false, group: "packAnimal", capacity: 1000, step: 10 },
  nativeTerrains: ["swamp"],
});

/**
 * Brannoc, an OSE-style adventurer (VARIANTS.md §5.7): 150 coins, leather armour (20 lb, light),
 * a sword (6 lb) and a rope (10 lb): 150 + 200 + 60 + 100 = 510 coins of weight under OSE detailed
 * encumbrance, the 90′ tier, so 9 of his 12 hexes. STR 13 for the OSR loads model.
 */
export const BRANNOC: ActorSourceView = source({
  bodyWeight: 180,
  race: "Human",
  coins: 150,
  abilities: { str: 13, dex: 11, con: 12 },
  movement: { speed: 12, milesPerDay: 24, sureFooted: false, adaptation: {} },
  encumbrance: { towing: false },
});
export const BRANNOC_ITEMS: readonly SheetItem[] = Object.freeze([
  item("armour", "Leather armour", { weight: 20, worn: true, oseClass: "auto", quantity: 1, description: "" }),
  item("weapon", "Sword", { initiativeModifier: 0, weight: 6, equipped: true, inHand: true, quantity: 1, description: "" }),
  item("gear", "Rope, 50 ft", { weight: 10, quantity: 1, description: "" }),
]);

export interface SampleOptions {
  sceneTerrain?: TerrainId;
  worldTime?: number;
  conditions?: string[];
  editable?: boolean;
  activeTab?: string;
  /** The rule variants the derivation runs under (the book when absent): the encumbrance and travel models. */
  variants?: VariantConfig;
}

/** The sheet input of a sample actor, its derived data from the actors' pure derivation. */
export function sampleActorInput(
  type: "character" | "creature",
  name: string,
  src: ActorSourceView,
  items: readonly SheetItem[],
  localize: Localize,
  options: SampleOptions = {},
): ActorSheetInput {
  const worldTime = options.worldTime ?? 0;
  const conditions = options.conditions ?? [];
  const deriveInput: DeriveInput = {
    type,
    system: src,
    items,
    worldTime,
    conditions,
    ...(options.variants ? { variants: options.variants } : {}),
  };
  return {
    name,
    img: "icons/svg/mystery-man.svg",
    uuid: `Actor.${name.replace(/\W/g, "")}`,
    source: src,
    derived: deriveActor(deriveInput).derived,
    items,
    conditions,
    sceneTerrain: options.sceneTerrain ?? "optimal",
    worldTime,
    editable: options.editable ?? true,
    activeTab: options.activeTab ?? null,
    enrichedNotes: src.notes ?? "",
    localize,
    ruleset: resolveRuleset(options.variants ?? BOOK_CONFIG),
    fighter: fighterOf({ type, system: src, items, statuses: conditions, playerCharacter: false }),
  };
}

/** A load of `weight` lb as one gear item (for the pack animals). */
export function loadOf(name: string, weight: number): SheetItem[] {
  return [item("gear", name, { weight, quantity: 1, description: "" })];
}

/** A sample item of each type for the item sheets. */
export const SAMPLE_ITEMS: Readonly<Record<string, Omit<ItemSheetInput, "localize" | "editable">>> = Object.freeze({
  weapon: { name: "Great axe", img: "icons/svg/sword.svg", uuid: "Item.greataxe", type: "weapon", system: { initiativeModifier: 2, weight: 8, equipped: true, inHand: false, twoHanded: true, slow: null, attack: "1d20 + 1", damage: "1d10 + 2", missDamage: "", defence: "ac", ability: "auto", attackBonus: 1, proficient: true, critExpand: 0, damageType: "", kind: "melee", unarmed: false, range: { short: 0, medium: 0, long: 0 }, quantity: 1, price: 40, standardKit: false, container: "", description: "<p>Slow and heavy.</p>" } },
  armour: { name: "Mail shirt", img: "icons/svg/shield.svg", uuid: "Item.mail", type: "armour", system: { weight: 20, worn: true, oseClass: "heavy", defence: 4, shield: false, quantity: 1, price: 150, standardKit: true, container: "", description: "" } },
  gear: { name: "Lantern", img: "icons/svg/item-bag.svg", uuid: "Item.lantern", type: "gear", system: { weight: 2.5, save: { kind: "none", dc: 10, onSuccess: "" }, quantity: 1, price: 8, standardKit: false, treasure: false, burnSeconds: 10_800, burnedSeconds: 0, litAt: null, container: "pack", description: "" } },
  container: { name: "Backpack", img: "icons/svg/chest.svg", uuid: "Item.pack", type: "container", system: { weight: 2, capacity: 30, carried: true, wheeled: false, quantity: 1, price: 2, standardKit: true, container: "", description: "" } },
  spell: { name: "Fire bolt", img: "icons/svg/fire.svg", uuid: "Item.firebolt", type: "spell", system: { castingSeconds: 6, closeQuarters: false, attack: "1d20", damage: "", missDamage: "", defence: "ac", ability: "int", attackBonus: 0, proficient: true, critExpand: 0, damageType: "fire", save: { kind: "dex", dc: 13, onSuccess: "half" }, tradition: "arcane", quantity: 1, price: 0, standardKit: false, description: "" } },
  skill: { name: "Quickness", img: "icons/svg/wing.svg", uuid: "Item.quickness", type: "skill", system: { identifier: "quickness", rating: 23, formula: "1d20 + @rating", attack: "", quantity: 1, price: 0, standardKit: false, description: "" } },
  race: { name: "Elf", img: "icons/svg/mystery-man.svg", uuid: "Item.elf", type: "race", system: { speed: 12, milesPerDay: 20, bodyWeight: 130, sureFooted: false, adaptation: { forest: "tundra" }, quantity: 1, price: 0, standardKit: false, description: "" } },
});
