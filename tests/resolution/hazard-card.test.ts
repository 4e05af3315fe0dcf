/**
 * The environment hazard card's Apply and Undo (VARIANTS.md §6.9, row 43; 004:L105, L142) on the
 * strict stand-ins: the test process is the active GM's client. The card carries its save and damage
 * rolls; the Apply deals what the card's own damage roll deals and sets the behaviour's condition,
 * once, for a GM, on a card a GM posted and kept; the Undo puts both back through the one undo path.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, combats, created, dice, setActiveGM } from "../support/combat-world";
import { PRESETS, planAction, resolveRuleset, toAbsolute } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { ENVIRONMENT_HAZARD_BEHAVIOR_TYPE } from "../../module/canvas/ids";
import { HAZARD_CARD_FLAG, postDueHazards, type HazardCard } from "../../module/resolution/world-hazard-clock";
import { applyHazard, undoHazard } from "../../module/resolution/hazard-card";
import { readHazardCard } from "../../module/resolution/hazard-content";

const A5E = rememberRuleset(resolveRuleset(PRESETS.a5e));
/** A mud that also burns: Str DC 12 at the end of the turn, 2d6 and restrained on a failure. */
const MUD = { save: "str", dc: 12, damage: "2d6", trigger: "endOfTurn", effect: "until the end of its next turn", condition: "restrained" };

function posted(system: object = MUD) {
  const actor = new FakeActor("Hero", "character", { health: { value: 30, max: 30, below: 0, temp: 0 } }, { [PLAYER.id]: 3 });
  const fake = addToken(new FakeToken(actor));
  const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id], action: planAction(2, 9) });
  const region = { id: "regionMud0000001", name: "Swamp", testPoint: () => true, behaviors: [{ id: "behave0000000001", type: ENVIRONMENT_HAZARD_BEHAVIOR_TYPE, disabled: false, system }] };
  const token = { id: "token00000000001", uuid: fake.document.uuid, hidden: false, elevation: 0, parent: { regions: [region] }, getCenterPoint: () => ({ x: 50, y: 50 }), combatant };
  Object.assign(combatant, { actor, token });
  const combat = new FakeCombat("combat0000000001", 2, toAbsolute({ round: 2, second: 1 }), [combatant]);
  combats.set(combat.id, combat);
  return { actor, combat };
}

/** The posted card as the chat holds it: the GM's message with the card's flag and rolls. */
async function card(saveDie: number, damage: number, system: object = MUD) {
  const { actor, combat } = posted(system);
  dice.push(saveDie, damage);
  expect(await postDueHazards(combat as never, { round: 2, second: 10 })).toBe(1);
  const data = created.at(-1)!.data;
  const flag = (data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]![HAZARD_CARD_FLAG] as HazardCard;
  const rolls = (data["rolls"] as Array<{ total: number }>).map((r) => ({ total: r.total }));
  return { actor, flag, rolls, message: new FakeMessage(GM, { [SYSTEM_ID]: { [HAZARD_CARD_FLAG]: flag } }, rolls, String(data["content"])) };
}

const gm = { id: GM.id, isGM: true };

beforeEach(() => {
  created.length = 0;
  dice.length = 0;
  combats.clear();
  tokens.clear();
  setActiveGM(GM);
  rulesetInForce.value = A5E;
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("GA-W10 the hazard card's Apply and Undo", () => {
  it("the card carries its rolls and offers Apply; Apply deals the roll and sets restrained, once", async () => {
    const { actor, flag, message, rolls } = await card(1, 7);
    expect(rolls).toHaveLength(2);
    expect(flag).toMatchObject({ saved: false, damage: 7, formula: "2d6", condition: "restrained", applied: false });
    expect(message.content).toContain("data-er-apply-hazard");
    expect(await applyHazard(message as never, { id: PLAYER.id, isGM: false })).toBe("notGM");
    expect(await applyHazard(message as never, gm)).toBeNull();
    expect(actor.system.health.value).toBe(23);
    expect(actor.statuses.has("restrained")).toBe(true);
    // A second click does nothing.
    expect(await applyHazard(message as never, gm)).toBe("applied");
    expect(actor.system.health.value).toBe(23);
  });

  it("Undo puts the health and the condition back, once", async () => {
    const { actor, message } = await card(1, 7);
    expect(await undoHazard(message as never, gm)).toBe("notApplied");
    await applyHazard(message as never, gm);
    expect(await undoHazard(message as never, gm)).toBeNull();
    expect(actor.system.health.value).toBe(30);
    expect(actor.statuses.has("restrained")).toBe(false);
    expect(await undoHazard(message as never, gm)).toBe("undone");
  });

  it("a saved card has nothing to apply and offers no button", async () => {
    const { actor, message } = await card(20, 7);
    expect(readHazardCard(message.flags[SYSTEM_ID]![HAZARD_CARD_FLAG])).toMatchObject({ saved: true, damage: 0 });
    expect(message.content).not.toContain("data-er-apply-hazard");
    expect(await applyHazard(message as never, gm)).toBe("nothing");
    expect(actor.system.health.value).toBe(30);
  });

  it("a player's card, a card a non-GM changed, or damage not the roll's applies nothing", async () => {
    const { actor, flag, rolls, message } = await card(1, 7);
    expect(await applyHazard(new FakeMessage(PLAYER, { [SYSTEM_ID]: { [HAZARD_CARD_FLAG]: flag } }, rolls) as never, gm)).toBe("forged");
    message._stats.lastModifiedBy = PLAYER.id;
    expect(await applyHazard(message as never, gm)).toBe("forged");
    // The damage claimed above what its own roll deals.
    expect(await applyHazard(new FakeMessage(GM, { [SYSTEM_ID]: { [HAZARD_CARD_FLAG]: { ...flag, damage: 12 } } }, rolls) as never, gm)).toBe("mismatch");
    // The roll edited past its dice is held to them, so it no longer matches the card.
    expect(await applyHazard(new FakeMessage(GM, { [SYSTEM_ID]: { [HAZARD_CARD_FLAG]: flag } }, [rolls[0]!, { total: 500 }]) as never, gm)).toBe("mismatch");
    expect(await applyHazard(new FakeMessage(GM, { [SYSTEM_ID]: { [HAZARD_CARD_FLAG]: { ...flag, condition: "petrified" } } }, rolls) as never, gm)).toBe("forged");
    expect(actor.system.health.value).toBe(30);
    expect(actor.statuses.has("restrained")).toBe(false);
  });

  it("Tenacious Mud (no damage, restrained): Apply sets the condition only", async () => {
    const { actor, message } = await card(1, 0, { ...MUD, damage: "" });
    expect(await applyHazard(message as never, gm)).toBeNull();
    expect(actor.system.health.value).toBe(30);
    expect(actor.statuses.has("restrained")).toBe(true);
  });
});
