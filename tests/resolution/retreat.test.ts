/**
 * A retreat on the attack card and under a hit (RESOLUTION.md RO-4, RT-10, R20; VARIANTS.md §4.9,
 * §5.5, G2-14, GOR-6) on the strict stand-ins: a target whose combatant retreats this round is
 * attacked at +2 with its shield left out under OSE; a hit applied through the card stops an OSR
 * retreat (the first hit's second is kept), and the mover then has no phase after it.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, created, settle } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { moveLimits, movementForfeit, toAbsolute, type Mover } from "../../module/rules";
import { registerResolution } from "../../module/resolution";
import { rollAttack } from "../../module/resolution/roll-attack";
import { applyRow } from "../../module/resolution/apply";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { retreatStoppedNow } from "../../module/combat/retreat-memory";
import { FakeRoll, faces } from "./fake-roll";

registerResolution();
const g = globalThis as Record<string, unknown>;
const gm = { id: GM.id, isGM: true };
class Attacker extends FakeActor {
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return [];
  }
}

let target: FakeToken;
let combatant: FakeCombatant;
/** A running combat at round 2, `second`, whose one combatant is the target's. */
function combatAt(second: number, retreatRound: number): void {
  combatant = new FakeCombatant({ id: "target0000000001", name: "Guard" });
  combatant.system.variant = { ...combatant.system.variant, retreatRound };
  (combatant as unknown as { token: unknown }).token = { uuid: target.document.uuid };
  (combatant as unknown as { actor: unknown }).actor = target.actor;
  (g["game"] as Record<string, unknown>)["combat"] = new FakeCombat("combat0000000001", 2, toAbsolute({ round: 2, second }), [combatant]);
}

beforeEach(() => {
  tokens.clear();
  created.length = 0;
  faces.length = 0;
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  // A guard with AAC 12 and a +1 shield (AAC 13 with it), GOR-6's shape.
  const actor = new FakeActor("Guard", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } });
  (actor as unknown as { items: unknown[] }).items = [{ type: "armour", system: { worn: true, shield: true, defence: 1 } }];
  target = addToken(new FakeToken(actor));
});
afterEach(() => {
  rulesetInForce.value = null;
  delete (g["game"] as Record<string, unknown>)["combat"];
});

const flagOf = () => (created.at(-1)!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]!["attack"] as AttackCardFlag;

async function attack(natural: number): Promise<CardRow> {
  const attacker = new Attacker("Hero", "character", { health: { value: 10, max: 10 } });
  const item = { name: "Sword", type: "weapon", uuid: "Item.sword00000000001", parent: attacker, system: { attack: "1d20", damage: "1d6", formula: "1d6" } };
  faces.length = 0;
  faces.push(natural, 3);
  // The attacker has no action in this combat: the card resolves off the clock without asking (R1).
  await rollAttack(item as never, { targets: [target] as never, options: {}, offClock: "allow" });
  return flagOf().rows[0]!;
}

describe("RO-4 the attack card against a retreating target (OSE)", () => {
  it("GOR-6 a target retreating this round is attacked at +2 and its shield is left out; not retreating, or in another round, it is not", async () => {
    rulesetInForce.value = resolveRuleset(PRESETS.ose);
    // The same die standing and fleeing.
    combatAt(9, 0);
    const still = await attack(9);
    combatAt(9, 2);
    const fleeing = await attack(9);
    expect(still.parts).not.toContainEqual({ key: "retreat", value: 2 });
    expect(fleeing.parts).toContainEqual({ key: "retreat", value: 2 });
    expect(fleeing.total).toBe((still.total ?? 0) + 2);
    // A natural whose total hits AAC 12 only with the +2 and only without the shield: a miss standing, a hit fleeing.
    let natural = 1;
    for (; natural < 19; natural++) {
      combatAt(9, 0);
      const a = await attack(natural);
      combatAt(9, 2);
      const b = await attack(natural);
      if (a.outcome === "miss" && b.outcome === "hit") break;
    }
    // The shield's 1 and the +2 together: three naturals below the first one that hits the standing guard.
    combatAt(9, 0);
    let standingHit = 1;
    for (; standingHit < 20 && (await attack(standingHit)).outcome !== "hit"; standingHit++);
    expect(natural).toBe(standingHit - 3);
    // A retreat of round 1 is over in round 2.
    combatAt(9, 1);
    expect((await attack(9)).parts).not.toContainEqual({ key: "retreat", value: 2 });
  });
});

describe("RO-4 a card judged again on the GM's client keeps the target's retreat", () => {
  it("the row re-judged for cover or for a player's card reads the target's retreat as the roll did (+2, no shield under OSE)", async () => {
    const { recordedTarget } = await import("../../module/resolution/rejudge-row");
    rulesetInForce.value = resolveRuleset(PRESETS.ose);
    const row = { ...card(9).flags[SYSTEM_ID]!["attack"] as AttackCardFlag }.rows[0]!;
    combatAt(9, 2);
    expect(recordedTarget(row, target.actor as never, "none").retreating).toBe(true);
    combatAt(9, 0);
    expect(recordedTarget(row, target.actor as never, "none").retreating).toBe(false);
  });
});

/** A card stamped at round 2, `second`, with one hit row on the target. */
function card(second: number, outcome: CardRow["outcome"] = "hit"): FakeMessage {
  const row: CardRow = { tokenUuid: target.document.uuid, actorUuid: target.actor.uuid, name: "Guard", img: "", hidden: false, late: false, rollIndex: 0, outcome, natural: 15, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
    damage: { formula: "1d6", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false,
    stamp: { round: 2, second, absolute: toAbsolute({ round: 2, second }) }, offClock: false, knockOut: false, rows: [row], ledger: [],
  };
  const message = new FakeMessage(GM, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: 2 }]);
  messageStore.set(message.id!, message);
  return message;
}

const mover = (over: Partial<Mover> = {}): Mover => ({ speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [], ...over });

describe("RT-10 a hit applied through the card stops an OSR retreat", () => {
  it("G2-14 retreat declared, hit at second 9: phases at 11 and 16 forfeited (the ruler shows 0, 'retreat stopped')", async () => {
    rulesetInForce.value = resolveRuleset(PRESETS.osr);
    combatAt(9, 2);
    expect(await applyRow(card(9), target.document.uuid, "apply", gm)).toBeNull();
    await settle();
    expect(combatant.system.variant.retreatStoppedAt).toBe(toAbsolute({ round: 2, second: 9 }));
    const ruleset = resolveRuleset(PRESETS.osr);
    const stoppedAt = (second: number) => retreatStoppedNow(combatant.system, { round: 2, second });
    expect([1, 6, 11, 16].map(stoppedAt)).toEqual([false, false, true, true]);
    expect(retreatStoppedNow(combatant.system, { round: 3, second: 1 })).toBe(false);
    // The canvas's path: the rules' forfeit from the combatant's memory, then the limits.
    const forfeit = movementForfeit({ round: 2, second: 11, memory: combatant.system.variant as unknown as Record<string, unknown> }, ruleset);
    expect(forfeit).toBe("retreatStopped");
    const limits = moveLimits(mover({ forfeit }), { kind: "phase", phase: 2 }, ruleset);
    expect([limits.allowances.optimal, limits.reason]).toEqual([0, "retreatStopped"]);
  });

  it("a miss, a hit on a combatant not retreating, or a hit under OSE stops nothing; a second hit keeps the first one's second", async () => {
    rulesetInForce.value = resolveRuleset(PRESETS.osr);
    combatAt(6, 2);
    await applyRow(card(6, "miss"), target.document.uuid, "apply", gm);
    await settle();
    expect(combatant.system.variant.retreatStoppedAt).toBe(0);
    await applyRow(card(6), target.document.uuid, "apply", gm);
    await settle();
    await applyRow(card(12), target.document.uuid, "apply", gm);
    await settle();
    expect(combatant.system.variant.retreatStoppedAt).toBe(toAbsolute({ round: 2, second: 6 }));

    combatAt(6, 0);
    await applyRow(card(6), target.document.uuid, "apply", gm);
    await settle();
    expect(combatant.system.variant.retreatStoppedAt).toBe(0);

    rulesetInForce.value = resolveRuleset(PRESETS.ose);
    combatAt(6, 2);
    await applyRow(card(6), target.document.uuid, "apply", gm);
    await settle();
    expect(combatant.system.variant.retreatStoppedAt).toBe(0);
  });
});
