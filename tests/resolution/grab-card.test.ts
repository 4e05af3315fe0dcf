/**
 * 13th Age grabbed on the attack card (VARIANTS.md row 8; 001:L497, L499), on the strict stand-ins:
 * a grabbed attacker's ranged attack is refused before any roll with a localised reason and posts
 * nothing; the creature grabbing a target gets +4 on that target's row only, read from the target
 * token's `grabbedBy` flag naming the attacker's own token; the book's rules add nothing.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { created, warnings } from "../support/combat-world";
import { FakeActor, FakeToken, addToken, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { PRESETS } from "../../module/rules/ruleset/config";
import { BOOK_RULESET, resolveRuleset } from "../../module/rules";
import { rollAttack } from "../../module/resolution/roll-attack";
import type { AttackCardFlag } from "../../module/resolution/flag";
import { GRABBED_BY_FLAG } from "../../module/canvas/grab";
import { FakeRoll, faces } from "./fake-roll";

const g = globalThis as Record<string, unknown>;

class Fighter extends FakeActor {
  own: FakeToken | null = null;
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return this.own ? [this.own] : [];
  }
}

type Placed = FakeToken & { center: { x: number; y: number }; document: FakeToken["document"] & { flags?: Record<string, unknown> } };
function placed(actor: FakeActor, col: number): Placed {
  const t = addToken(new FakeToken(actor)) as Placed;
  t.center = { x: col * 100, y: 0 };
  return t;
}

let ogre: Fighter;
const weapon = (parent: Fighter, kind: "melee" | "ranged") => ({ name: kind, type: "weapon", uuid: `Item.${kind.padEnd(16, "0")}`, parent, system: { attack: "1d20 + 5", damage: "1d8", formula: "1d8", kind } });
beforeEach(() => {
  created.length = 0;
  faces.length = 0;
  warnings.length = 0;
  tokens.clear();
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  g["canvas"] = { grid: { measurePath: (w: Array<{ x: number; y: number }>) => ({ spaces: Math.round(Math.abs(w[1]!.x - w[0]!.x) / 100) }) }, scene: { grid: { distance: 5 } }, tokens: { placeables: [] } };
  rulesetInForce.value = resolveRuleset(PRESETS.a13);
  ogre = new Fighter("Ogre", "creature", { health: { value: 30, max: 30 } });
  ogre.own = placed(ogre, 0);
});
afterEach(() => {
  rulesetInForce.value = null;
  delete g["canvas"];
});

const flagOf = () => (created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag;
const foe = (col: number, grabbedBy?: string) => {
  const t = placed(new FakeActor("Hero", "character", { health: { value: 10, max: 10 } }), col);
  if (grabbedBy !== undefined) t.document.flags = { [SYSTEM_ID]: { [GRABBED_BY_FLAG]: grabbedBy } };
  return t;
};
const grabbing = () => flagOf().rows.map((r) => r.parts.find((p) => p.key === "grabbing")?.value ?? 0);

describe("13th Age grabbed on the attack card (G13C-7, G13C-8 through the adapter)", () => {
  it("G13C-7 a grabbed creature's ranged attack is refused with its reason and posts no card; its melee is rolled", async () => {
    await ogre.toggleStatusEffect("grabbed", { active: true });
    const target = foe(1);
    expect(await rollAttack(weapon(ogre, "ranged") as never, { targets: [target] as never, options: {} })).toBeNull();
    expect(created).toHaveLength(0);
    expect(warnings).toEqual([`ER.Resolution.Refusal.grabbedRanged ${JSON.stringify({ name: "Ogre" })}`]);
    faces.push(10, 4);
    await rollAttack(weapon(ogre, "melee") as never, { targets: [target] as never, options: {} });
    expect(created).toHaveLength(1);
  });

  it("G13C-8 +4 on the row of the creature the attacker grabs, none on another's, none under the book", async () => {
    const held = foe(1, ogre.own!.document.uuid);
    const other = foe(1, "Scene.scene00000000001.Token.someoneelse00001");
    faces.push(10, 10, 4);
    await rollAttack(weapon(ogre, "melee") as never, { targets: [held, other] as never, options: {} });
    expect(grabbing()).toEqual([4, 0]);
    created.length = 0;
    rulesetInForce.value = BOOK_RULESET;
    faces.push(10, 4);
    await rollAttack(weapon(ogre, "melee") as never, { targets: [held] as never, options: {} });
    expect(grabbing()).toEqual([0]);
  });

  it("G13C-9 hampered and confused are reminder lines stored on the card (keys, no text), in that order; none under the book", async () => {
    await ogre.toggleStatusEffect("confused", { active: true });
    await ogre.toggleStatusEffect("hampered", { active: true });
    faces.push(10, 4);
    await rollAttack(weapon(ogre, "melee") as never, { targets: [foe(1)] as never, options: {} });
    expect(flagOf().reminders).toEqual([{ key: "hampered" }, { key: "confused" }]);
    created.length = 0;
    rulesetInForce.value = BOOK_RULESET;
    faces.push(10, 4);
    await rollAttack(weapon(ogre, "melee") as never, { targets: [foe(1)] as never, options: {} });
    expect(flagOf().reminders).toBeUndefined();
  });
});

