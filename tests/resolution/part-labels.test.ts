/**
 * R18: every part a card can print has a label. The part keys are not listed anywhere: each rule
 * module emits them from its model, so this test drives every preset's attack and save models (and
 * OSE's ascending toggle) over a grid of attackers, items, options and targets, collects every key
 * they emit, and looks each up in lang/en.json as Foundry does (a key whose value is not a string
 * shows as the key itself).
 */
import { describe, expect, it } from "vitest";
import { PRESETS, changeVariants } from "../../module/rules/ruleset/config";
import { resolveRuleset, type Ruleset } from "../../module/rules/ruleset/resolve";
import { planAttack } from "../../module/rules/resolution/attack";
import { planSave } from "../../module/rules/resolution/save";
import { CONDITION_IDS } from "../../module/rules/conditions";
import { ABILITY_IDS, SAVE_CATEGORIES, type CoverChoice, type Fighter } from "../../module/rules/resolution/types";
import { PRESET_IDS } from "../../module/rules/ruleset/types";
import { fighter, item, options, target } from "../support/fighters";
import { foundryLocalize } from "../support/handlebars";

const COVERS: readonly CoverChoice[] = ["none", "partial1", "partial2", "partial3", "partial4", "half", "threeQuarters", "total"];

function rulesets(): [string, Ruleset][] {
  const out: [string, Ruleset][] = PRESET_IDS.map((id) => [id, resolveRuleset(PRESETS[id])]);
  const asc = changeVariants(PRESETS.ose, { resolution: { oseAscending: true } });
  if (!asc.ok) throw new Error("OSE ascending refused");
  out.push(["ose ascending", resolveRuleset(asc.config)]);
  return out;
}

function attackers(): Fighter[] {
  const strong = { str: 16, dex: 16, con: 16, int: 16, wis: 16, cha: 16 };
  const kinds = [
    fighter({ abilities: strong, level: 3 }),
    fighter({ kind: "creature", playerCharacter: false, attackBonus: 2 }),
    fighter({ abilities: strong, recoveries: { value: 0, max: 8, die: "d8", overdrawn: 2 }, moraleBonus: 1, saveProficiencies: [...ABILITY_IDS] }),
  ];
  return kinds.flatMap((f) => [f, ...CONDITION_IDS.map((c) => ({ ...f, conditions: [c] }))]);
}

/** Every part key the models in force emit on an attack or a save over the grid. */
function emittedKeys(ruleset: Ruleset): Set<string> {
  const keys = new Set<string>();
  const items = (["melee", "ranged"] as const).flatMap((kind) =>
    (["auto", ...ABILITY_IDS] as const).flatMap((ability) => [item({ kind, ability, attackBonus: 1, range: { short: 10, medium: 20, long: 30 } }), item({ kind, ability, spell: true, tradition: "divine" })]),
  );
  const opts = [options(), options({ situational: 2, escalation: 3, advantage: true, rear: true, hostileClose: true })];
  const targets = COVERS.flatMap((cover) => [1, 3, 5, 40].flatMap((d) => [target(fighter({ kind: "creature", playerCharacter: false }), { cover, distanceHexes: d, retreating: d === 3 })]));
  for (const attacker of attackers()) {
    for (const it of items) {
      for (const o of opts) {
        const plan = planAttack({ attacker, item: it, options: o }, targets, ruleset);
        for (const p of plan.parts) keys.add(p.key);
        for (const t of plan.targets) for (const p of t.parts) keys.add(p.key);
      }
    }
    for (const kind of ["flat", ...SAVE_CATEGORIES, ...ABILITY_IDS] as const) {
      for (const cover of COVERS) {
        for (const p of planSave(attacker, { kind, dc: 12, onSuccess: null }, { cover, advantage: false, disadvantage: false }, ruleset).parts) keys.add(p.key);
      }
    }
  }
  return keys;
}

describe("R18 every part a model emits has a label", () => {
  const all = new Map<string, string[]>();
  for (const [id, ruleset] of rulesets()) for (const key of emittedKeys(ruleset)) all.set(key, [...(all.get(key) ?? []), id]);

  it("the grid reaches the parts of each model (13A's level and escalation, OSE's range and retreat, OSR's proficiency, cover)", () => {
    for (const key of ["ability.str", "ability.dex", "level", "escalation", "condition", "overdrawn", "range", "retreat", "proficiency", "cover", "situational", "itemBonus", "attackBonus"]) expect([...all.keys()], key).toContain(key);
  });

  it("each emitted key reads as a string in lang/en.json, never as the key", () => {
    const missing = [...all].filter(([key]) => foundryLocalize(`ER.Resolution.Part.${key}`) === `ER.Resolution.Part.${key}`).map(([key, ids]) => `${key} (${ids.join(", ")})`);
    expect(missing).toEqual([]);
  });
});
