/**
 * The hit-and-hurt fields of the item sheets (RESOLUTION.md §3.1), in sheet order per type: the
 * book's fields always; those with `listedAs` only while a rule module in force lists that path in
 * its `resolutionFields` (module/rules/ruleset/points/resolution.ts).
 */

/** One item field of the details part: its path in `system`, label and hint keys, and how it shows. */
export interface ItemFieldSpec {
  readonly path: string;
  readonly label: string;
  readonly hint?: string;
  /** Key prefix of a choice field's labels (`<choices>.<value>`). */
  readonly choices?: string;
  /** Label key of a choice field's blank option ("" = none, or the rules' default). */
  readonly blank?: string;
  /** The `resolutionFields` path that shows it (absent: always shown). */
  readonly listedAs?: string;
  /** Written by a GM only (a light's burn, VARIANTS.md row 16): shown, but disabled on a player's sheet. */
  readonly gmOnly?: true;
}

const F = "ER.Item.FIELDS";
const entry = (path: string, extra: Partial<ItemFieldSpec> = {}, hint = true): ItemFieldSpec => ({ path, label: `${F}.${path}.label`, ...(hint ? { hint: `${F}.${path}.hint` } : {}), ...extra });
const choices = (path: string) => ({ choices: `${F}.${path}.choices` });

// The formula shows under every model: the book rolls it, 13A and OSR creatures roll it, and "" says
// the item does not attack (RESOLUTION.md §3.1, RB-2). Ability and attack bonus only where read (§6).
const ATTACK: readonly ItemFieldSpec[] = [
  entry("attack"),
  entry("damage"),
  entry("missDamage", { listedAs: "item.missDamage" }),
  entry("defence", choices("defence")),
  entry("ability", { ...choices("ability"), listedAs: "item.ability" }),
  entry("attackBonus", { listedAs: "item.attackBonus" }),
  entry("proficient", { listedAs: "item.proficient" }),
  entry("critExpand", { listedAs: "item.critExpand" }),
  entry("damageType", { ...choices("damageType"), blank: `${F}.damageType.none`, listedAs: "item.damageType" }),
];

const SAVE: readonly ItemFieldSpec[] = [
  entry("save.kind", choices("save.kind")),
  entry("save.dc"),
  entry("save.onSuccess", { ...choices("save.onSuccess"), blank: `${F}.save.onSuccess.default` }, false),
];

export const ITEM_RESOLUTION_FIELDS: Readonly<Record<"weapon" | "spell" | "skill" | "armour" | "gear", readonly ItemFieldSpec[]>> = Object.freeze({
  weapon: [
    ...ATTACK.slice(0, 3),
    entry("kind", choices("kind"), false),
    entry("unarmed", { listedAs: "item.unarmed" }),
    ...ATTACK.slice(3),
    entry("range.short", { listedAs: "item.range" }, false),
    entry("range.medium", { listedAs: "item.range" }, false),
    entry("range.long", { listedAs: "item.range" }, false),
  ],
  spell: [...ATTACK, entry("tradition", { ...choices("tradition"), listedAs: "item.tradition" }), ...SAVE],
  skill: [entry("attack")],
  // The armour's `defence` is a bonus to AC (RB-3), not the weapon's target: its own label.
  armour: [{ path: "defence", label: `${F}.defence.armourLabel`, hint: `${F}.defence.armourHint` }, entry("shield")],
  gear: [...SAVE],
});
