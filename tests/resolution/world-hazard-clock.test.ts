/**
 * Environment hazards through the glue (VARIANTS.md §6.9, §13.3 row 43; 004:L102, L142) on the
 * strict stand-ins: the test process is the active GM's client. A token stands in a region whose
 * Environment hazard behaviour asks a save; the card is stamped at the end-of-turn moment or the
 * movement second of entry, once a round.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, GM2, PLAYER, combats, created, dice, setActiveGM } from "../support/combat-world";
import { PRESETS, planAction, resolveRuleset, toAbsolute, type HazardSpec } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { ENVIRONMENT_HAZARD_BEHAVIOR_TYPE } from "../../module/canvas/ids";
import { HAZARD_CARD_FLAG, closeRoundHazards, hazardsAt, postDueHazards, postEntryHazards } from "../../module/resolution/world-hazard-clock";

const A5E = rememberRuleset(resolveRuleset(PRESETS.a5e));
const A13 = rememberRuleset(resolveRuleset(PRESETS.a13));
const MUD: HazardSpec & { effect: string } = { save: "str", dc: 12, damage: "", trigger: "endOfTurn", effect: "restrained until the end of its next turn" };
const BURNING: HazardSpec & { effect: string } = { save: "flat", dc: 30, damage: "1d6", trigger: "firstEntry", effect: "" };

/** A region covering x < 100 with one hazard behaviour. */
function region(system: object, id = "regionMud0000001", disabled = false) {
  return { id, name: "Swamp", testPoint: (p: { x: number }) => p.x < 100, behaviors: [{ id: "behave0000000001", type: ENVIRONMENT_HAZARD_BEHAVIOR_TYPE, disabled, system }] };
}

function fight(regions: object[], second = 9, at = { x: 50, y: 50 }) {
  const actor = new FakeActor("Hero", "character", { health: { value: 30, max: 30 } }, { [PLAYER.id]: 3 });
  const combatant = new FakeCombatant({ id: "cbt0000000000001", name: "Hero", owners: [PLAYER.id], action: planAction(2, second) });
  const token = { id: "token00000000001", hidden: false, elevation: 0, parent: { regions }, getCenterPoint: (p?: { x: number; y: number }) => p ?? at, combatant };
  Object.assign(combatant, { actor, token });
  const combat = new FakeCombat("combat0000000001", 2, toAbsolute({ round: 2, second: 1 }), [combatant]);
  combats.set(combat.id, combat);
  return { combat, token };
}

const cards = () => created.map((c) => (c.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.[HAZARD_CARD_FLAG] as Record<string, unknown> | undefined).filter((c) => c !== undefined);

beforeEach(() => {
  created.length = 0;
  dice.length = 0;
  combats.clear();
  setActiveGM(GM);
  rulesetInForce.value = A5E;
});
afterEach(() => {
  rulesetInForce.value = null;
  setActiveGM(GM);
});

describe("GA-W3 Tenacious Mud at the end-of-turn moment", () => {
  it("no card at second 9 (the action is being taken); at 10 one card stamped second 9, failed on a 1; once a round", async () => {
    const { combat } = fight([region(MUD)]);
    expect(await postDueHazards(combat as never, { round: 2, second: 9 })).toBe(0);
    dice.push(1);
    expect(await postDueHazards(combat as never, { round: 2, second: 10 })).toBe(1);
    expect(cards()[0]).toMatchObject({ round: 2, second: 9, saved: false, damage: 0 });
    expect(String(created[0]!.data["content"])).toContain("restrained");
    expect(created[0]!.data["whisper"]).toEqual(expect.arrayContaining([GM.id, PLAYER.id]));
    expect(await postDueHazards(combat as never, { round: 2, second: 16 })).toBe(0);
  });

  it("a moment the clock never passes (second 20) is closed as the round is left forwards", async () => {
    const { combat } = fight([region(MUD)], 20);
    combat.system.absolute = toAbsolute({ round: 2, second: 20 });
    dice.push(20);
    expect(await closeRoundHazards(combat as never, { round: 1 })).toBe(0);
    expect(await closeRoundHazards(combat as never, { round: 3 })).toBe(1);
    expect(cards()[0]).toMatchObject({ round: 2, second: 20, saved: true });
  });

  it("nothing without the rule, outside the area, on a disabled or malformed behaviour, or on another GM's client", async () => {
    rulesetInForce.value = A13;
    expect(await postDueHazards(fight([region(MUD)]).combat as never, { round: 2, second: 10 })).toBe(0);
    rulesetInForce.value = A5E;
    expect(await postDueHazards(fight([region(MUD)], 9, { x: 150, y: 0 }).combat as never, { round: 2, second: 10 })).toBe(0);
    expect(await postDueHazards(fight([region(MUD, "regionMud0000002", true)]).combat as never, { round: 2, second: 10 })).toBe(0);
    expect(await postDueHazards(fight([region({ ...MUD, dc: 99 })]).combat as never, { round: 2, second: 10 })).toBe(0);
    setActiveGM(GM2);
    expect(await postDueHazards(fight([region(MUD)]).combat as never, { round: 2, second: 10 })).toBe(0);
    expect(created).toHaveLength(0);
  });
});

describe("first entry (Burning Surface): the movement second of entry, once a round", () => {
  it("entering at second 6 fires with its damage; a second entry that round does not; a move inside does not", async () => {
    const { combat, token } = fight([region(BURNING)]);
    dice.push(5, 4);
    expect(await postEntryHazards(combat as never, token as never, { x: 200, y: 0 }, { round: 2, second: 6 })).toBe(1);
    expect(cards()[0]).toMatchObject({ round: 2, second: 6, saved: false, damage: 4 });
    expect(await postEntryHazards(combat as never, token as never, { x: 200, y: 0 }, { round: 2, second: 11 })).toBe(0);
    expect(await postEntryHazards(combat as never, token as never, { x: 10, y: 0 }, { round: 3, second: 1 })).toBe(0);
    // Not at a movement second (a push at second 7): nothing.
    expect(await postEntryHazards(combat as never, token as never, { x: 200, y: 0 }, { round: 3, second: 7 })).toBe(0);
  });

  it("a path that passes through the area and stops outside it touches the surface once", async () => {
    const { combat, token } = fight([region(BURNING)], 9, { x: 300, y: 0 });
    dice.push(2, 6);
    expect(await postEntryHazards(combat as never, token as never, { x: 400, y: 0 }, { round: 2, second: 11 }, [{ x: 150, y: 0 }, { x: 60, y: 0 }, { x: 20, y: 0 }, { x: 300, y: 0 }])).toBe(1);
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toMatchObject({ second: 11, damage: 6 });
    // Without the path, only the destination counts: outside the area, nothing.
    expect(await postEntryHazards(combat as never, token as never, { x: 400, y: 0 }, { round: 3, second: 1 })).toBe(0);
  });

  it("reads only well-formed, enabled hazard behaviours in regions that hold the point", () => {
    const { token } = fight([region(BURNING), region({ ...BURNING, damage: "1d6; drop table" }, "regionBad0000001"), region(MUD, "regionOff0000001", true)]);
    expect(hazardsAt(token as never, { x: 10, y: 0 }).map((h) => h.key)).toEqual(["regionMud0000001_behave0000000001"]);
    expect(hazardsAt(token as never, { x: 500, y: 0 })).toEqual([]);
  });
});
