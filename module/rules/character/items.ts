/**
 * An actor's items as the derivation reads them (RULES.md §2, §6; VARIANTS.md §4.2, §5.7): what is
 * carried (and what is standard kit), the modifiers of weapons in hand, the Quickness skill's
 * ratings, and the same items as a companion load model weighs them.
 */
import { MAX_INITIATIVE_MODIFIER, MAX_QUANTITY, MAX_RATING, MAX_WEIGHT_LB } from "../bounds";
import type { ArmourWornInput, OseWeighedItem } from "../load-models";
import { armourChoice, type Sanitiser } from "./inputs";
import type { ItemInput } from "./types";
import type { PackedEntry } from "../containers";

/** The identifier of the Quickness skill (RULES.md §2): its rating replaces the actor's own. */
export const QUICKNESS_SKILL = "quickness";

export interface CarriedItems {
  /** Every physical item, with its place among containers (../containers.ts). */
  carried: PackedEntry[];
  weaponMods: number[];
  quicknessRatings: number[];
  /** A companion load model's view (only gathered when one is in force): everything carried weighs, kit included. */
  weighed: OseWeighedItem[];
  /** The index in `carried` of each `weighed` entry (a companion model weighs only what is carried). */
  weighedAt: number[];
  /** Each armour worn: its stored class choice and weight (the load model classes it). */
  armourWorn: ArmourWornInput[];
}

/** How many of a weapon or armour are carried: its quantity, 1 when absent. */
function countOf(s: Sanitiser, label: string, sys: Readonly<Record<string, unknown>>): number {
  return sys["quantity"] === undefined ? 1 : s.integer(`${label}: quantity`, sys["quantity"]);
}

/** Whether an item is a Quickness skill (its identifier, trimmed, in any case). */
export function isQuickness(item: Pick<ItemInput, "type" | "system">): boolean {
  const id = item.system["identifier"];
  return item.type === "skill" && typeof id === "string" && id.trim().toLowerCase() === QUICKNESS_SKILL;
}

/** The items read, each bad value substituted and reported; `weighModel`: a companion load model reads them too. */
export function carriedItems(items: readonly ItemInput[], s: Sanitiser, weighModel: boolean): CarriedItems {
  const out: CarriedItems = { carried: [], weaponMods: [], quicknessRatings: [], weighed: [], weighedAt: [], armourWorn: [] };
  items.forEach((item, index) => {
    const label = item.name ?? item.type;
    const sys = item.system;
    const before = out.carried.length;
    switch (item.type) {
      case "weapon":
        out.carried.push({ id: "", weight: s.number(`${label}: weight`, sys["weight"], { max: MAX_WEIGHT_LB }), quantity: countOf(s, label, sys), standardKit: sys["standardKit"] === true });
        if (sys["inHand"] === true) {
          out.weaponMods.push(s.number(`${label}: initiativeModifier`, sys["initiativeModifier"], { integer: true, min: -MAX_INITIATIVE_MODIFIER, max: MAX_INITIATIVE_MODIFIER, fallback: 0 }));
        }
        break;
      case "armour":
        out.carried.push({ id: "", weight: s.number(`${label}: weight`, sys["weight"], { max: MAX_WEIGHT_LB }), quantity: countOf(s, label, sys), standardKit: sys["standardKit"] === true });
        break;
      case "container":
        out.carried.push({
          id: "",
          weight: s.number(`${label}: weight`, sys["weight"], { max: MAX_WEIGHT_LB }),
          quantity: countOf(s, label, sys),
          standardKit: sys["standardKit"] === true,
          isContainer: true,
          capacity: sys["capacity"] === null || sys["capacity"] === undefined ? null : s.number(`${label}: capacity`, sys["capacity"], { max: MAX_WEIGHT_LB }),
          carried: sys["carried"] !== false,
          wheeled: sys["wheeled"] === true,
        });
        break;
      case "gear":
        out.carried.push({
          id: "",
          weight: s.number(`${label}: weight`, sys["weight"], { max: MAX_WEIGHT_LB }),
          quantity: s.integer(`${label}: quantity`, sys["quantity"], 0, MAX_QUANTITY),
          standardKit: sys["standardKit"] === true,
        });
        break;
      case "skill":
        if (isQuickness(item)) out.quicknessRatings.push(s.integer(`${label}: rating`, sys["rating"], 0, MAX_RATING));
        break;
      default:
        break;
    }
    const entry = out.carried.length > before ? out.carried[out.carried.length - 1] : undefined;
    if (entry) {
      // Each item has its own id; one without (plain data in tests) cannot be a container's.
      entry.id = typeof item.id === "string" ? item.id : `#${index}`;
      const container = sys["container"];
      entry.container = typeof container === "string" && container !== "" ? container : null;
    }
    if (weighModel && entry) {
      // 003:L114: a container (backpack, sack) is adventuring gear.
      // 003:L98: a gear item marked treasure (a gem, a potion, a wand) weighs as treasure.
      const kind = item.type === "gear" && sys["treasure"] === true ? "treasure" : item.type === "gear" || item.type === "container" ? "gear" : item.type === "armour" ? "armour" : "weapon";
      out.weighed.push({ kind, weight: entry.weight, quantity: entry.quantity ?? 1 });
      out.weighedAt.push(out.carried.length - 1);
      if (item.type === "armour" && sys["worn"] === true && (entry.quantity ?? 1) > 0) {
        out.armourWorn.push({ choice: armourChoice(s, label, sys["oseClass"]), weight: entry.weight });
      }
    }
  });
  return out;
}
