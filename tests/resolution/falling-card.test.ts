/**
 * Falling through the glue (VARIANTS.md §5.15, §13.3 row 34; 003:L238) on the strict stand-ins: the
 * test process is the active GM's client, which turns core's `moveToken` record of an elevation drop
 * into a card stamped at the combat's second, and applies it only on a GM's click on a GM's card.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, GM2, PLAYER, combats, created, dice, setActiveGM } from "../support/combat-world";
import { PRESETS, planAction, resolveRuleset, toAbsolute } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { FALL_CARD_FLAG, NO_FALL_OPTION, applyFall, postFall, readFallCard, undoFall, type FallCard, type FallToken } from "../../module/resolution/falling-card";

const OSE = rememberRuleset(resolveRuleset(PRESETS.ose));

function faller(): { actor: FakeActor; token: FallToken } {
  const actor = new FakeActor("Hero", "character", { health: { value: 30, max: 30, below: 0, temp: 0 } }, { [PLAYER.id]: 3 });
  const fake = addToken(new FakeToken(actor));
  return { actor, token: { uuid: fake.document.uuid, name: "Hero", actor: actor as never, parent: { grid: { distance: 5, units: "ft" } } } };
}

/** A running combat at round 1, second `second`, holding `actor`. */
function fightAt(actor: FakeActor, second: number): void {
  const combatant = new FakeCombatant({ id: "cbt0000000000001", name: actor.name, owners: [PLAYER.id], action: planAction(1, 9) });
  (combatant as unknown as { actor: unknown }).actor = actor;
  combats.set("combat0000000001", new FakeCombat("combat0000000001", 1, toAbsolute({ round: 1, second }), [combatant]));
}

const drop = (from: number, to: number, action = "walk") => ({ origin: { elevation: from }, destination: { elevation: to }, passed: { waypoints: [{ action }] } });
const cardOf = (i = 0) => (created[i]?.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]![FALL_CARD_FLAG] as FallCard;

beforeEach(() => {
  created.length = 0;
  dice.length = 0;
  combats.clear();
  tokens.clear();
  setActiveGM(GM);
  rulesetInForce.value = OSE;
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("falling cards (VARIANTS.md §13.3 row 34)", () => {
  it("GT-13: a 25-ft fall at second 6 → 2d6 on a card stamped second 6", async () => {
    const { actor, token } = faller();
    fightAt(actor, 6);
    dice.push(7);
    const card = await postFall(token, drop(25, 0), {});
    expect(card).toMatchObject({ feet: 25, dice: 2, faces: 6, stamp: { round: 1, second: 6 }, applied: false });
    expect(created).toHaveLength(1);
    expect((created[0]!.data["rolls"] as Array<{ formula: string; total: number }>)[0]).toMatchObject({ formula: "2d6", total: 7 });
    expect(cardOf()).toEqual(card);
    // Whispered to the GMs and the owner.
    expect(created[0]!.data["whisper"]).toEqual(expect.arrayContaining([GM.id, PLAYER.id]));
    expect(String(created[0]!.data["content"])).toContain("ER.Falling.Stamp");
  });

  it("a creature no player owns: the card is whispered to the GMs only (a hidden monster's fall stays hidden)", async () => {
    const actor = new FakeActor("Lurker", "creature", { health: { value: 30, max: 30, below: 0, temp: 0 } });
    const fake = addToken(new FakeToken(actor, true));
    await postFall({ uuid: fake.document.uuid, name: "Lurker", actor: actor as never, parent: { grid: { distance: 5, units: "ft" } } }, drop(20, 0), {});
    expect(created[0]!.data["whisper"]).toContain(GM.id);
    expect(created[0]!.data["whisper"]).not.toContain(PLAYER.id);
  });

  it("outside combat: no stamp", async () => {
    const { token } = faller();
    expect((await postFall(token, drop(30, 0), {}))?.stamp).toBeNull();
  });

  it("what is not a fall posts nothing: under 10 ft, a rise, an undo, a flier, the noFall option, no rule in force, not the active GM", async () => {
    const { actor, token } = faller();
    expect(await postFall(token, drop(9, 0), {})).toBeNull();
    expect(await postFall(token, drop(0, 30), {})).toBeNull();
    expect(await postFall(token, { ...drop(30, 0), method: "undo" }, {})).toBeNull();
    expect(await postFall(token, drop(30, 0, "fly"), {})).toBeNull();
    expect(await postFall(token, drop(30, 0), { [NO_FALL_OPTION]: true })).toBeNull();
    actor.setStatus("fly");
    expect(await postFall(token, drop(30, 0), {})).toBeNull();
    rulesetInForce.value = null;
    expect(await postFall(faller().token, drop(30, 0), {})).toBeNull();
    rulesetInForce.value = OSE;
    setActiveGM(GM2);
    expect(await postFall(faller().token, drop(30, 0), {})).toBeNull();
    setActiveGM(null);
    expect(await postFall(faller().token, drop(30, 0), {})).toBeNull();
    expect(created).toHaveLength(0);
  });

  it("Apply deals the rolled total once, for a GM on a GM's card", async () => {
    const { actor, token } = faller();
    dice.push(7);
    const card = (await postFall(token, drop(25, 0), {}))!;
    const message = new FakeMessage(GM, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: card } }, [{ total: 7 }]);
    expect(await applyFall(message as never, { id: PLAYER.id, isGM: false })).toBe("notGM");
    expect(actor.system.health.value).toBe(30);
    expect(await applyFall(message as never, { id: GM.id, isGM: true })).toBeNull();
    expect(actor.system.health.value).toBe(23);
    expect(await applyFall(message as never, { id: GM.id, isGM: true })).toBe("applied");
    expect(actor.system.health.value).toBe(23);
  });

  it("a card a player wrote, a malformed flag, or an impossible total is not trusted", async () => {
    const { actor, token } = faller();
    const card = (await postFall(token, drop(25, 0), {}))!;
    const forged = new FakeMessage(PLAYER, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: card } }, [{ total: 12 }]);
    expect(await applyFall(forged as never, { id: GM.id, isGM: true })).toBe("forged");
    const malformed = new FakeMessage(GM, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: { ...card, dice: 1e9 } } }, [{ total: 12 }]);
    expect(await applyFall(malformed as never, { id: GM.id, isGM: true })).toBe("forged");
    expect(actor.system.health.value).toBe(30);
    // A roll total beyond the dice (a message's rolls edited) is held at what 2d6 can show.
    const edited = new FakeMessage(GM, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: card } }, [{ total: 500 }]);
    expect(await applyFall(edited as never, { id: GM.id, isGM: true })).toBeNull();
    expect(actor.system.health.value).toBe(18);
    expect(readFallCard({ ...card, stamp: { round: 1, second: 21 } })).toBeNull();
  });

  it("Undo puts back what the Apply did, once, for a GM; refused after a heal in between", async () => {
    const { actor, token } = faller();
    dice.push(7);
    const card = (await postFall(token, drop(25, 0), {}))!;
    const message = new FakeMessage(GM, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: card } }, [{ total: 7 }]);
    expect(await undoFall(message as never, { id: GM.id, isGM: true })).toBe("notApplied");
    expect(await applyFall(message as never, { id: GM.id, isGM: true })).toBeNull();
    expect(readFallCard(message.flags[SYSTEM_ID]![FALL_CARD_FLAG])?.entry).toMatchObject({ op: "apply", amount: 7, before: { health: { value: 30 } }, after: { health: { value: 23 } } });
    expect(await undoFall(message as never, { id: PLAYER.id, isGM: false })).toBe("notGM");
    expect(await undoFall(message as never, { id: GM.id, isGM: true })).toBeNull();
    expect(actor.system.health.value).toBe(30);
    // A second click: already undone, nothing written.
    expect(await undoFall(message as never, { id: GM.id, isGM: true })).toBe("undone");
    expect(actor.system.health.value).toBe(30);

    const { actor: other, token: otherToken } = faller();
    const second = new FakeMessage(GM, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: (await postFall(otherToken, drop(25, 0), {}))! } }, [{ total: 7 }]);
    await applyFall(second as never, { id: GM.id, isGM: true });
    other.system.health.value = 25;
    expect(await undoFall(second as never, { id: GM.id, isGM: true })).toBe("healthChanged");
    expect(other.system.health.value).toBe(25);
  });

  it("a forged or edited card restores nothing: a player's card, an edit by a non-GM, an entry not the card's own", async () => {
    const { actor, token } = faller();
    const card = (await postFall(token, drop(25, 0), {}))!;
    const message = new FakeMessage(GM, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: card } }, [{ total: 7 }]);
    await applyFall(message as never, { id: GM.id, isGM: true });
    expect(actor.system.health.value).toBe(23);
    const applied = readFallCard(message.flags[SYSTEM_ID]![FALL_CARD_FLAG])!;
    // A player posts the same flag claiming a larger before-state.
    const claim = { ...applied, entry: { ...applied.entry!, before: { ...applied.entry!.before, health: { ...applied.entry!.before.health, value: 30, max: 30 } } } };
    const forged = new FakeMessage(PLAYER, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: claim } }, [{ total: 7 }]);
    expect(await undoFall(forged as never, { id: GM.id, isGM: true })).toBe("forged");
    // The GM's card changed by a non-GM (the server's record of its last writer).
    message._stats.lastModifiedBy = PLAYER.id;
    expect(await undoFall(message as never, { id: GM.id, isGM: true })).toBe("forged");
    message._stats.lastModifiedBy = GM.id;
    // An entry whose amount is not what the card's roll deals (a before-state raised to 30 + 50 with it).
    const raised = new FakeMessage(GM, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: { ...applied, entry: { ...applied.entry!, amount: 12 } } } }, [{ total: 7 }]);
    expect(await undoFall(raised as never, { id: GM.id, isGM: true })).toBe("mismatch");
    // A malformed entry refuses the whole card.
    const broken = new FakeMessage(GM, { [SYSTEM_ID]: { [FALL_CARD_FLAG]: { ...applied, entry: { ...applied.entry!, before: { health: { value: -5 } } } } } }, [{ total: 7 }]);
    expect(await undoFall(broken as never, { id: GM.id, isGM: true })).toBe("forged");
    expect(actor.system.health.value).toBe(23);
  });

  it("an older card (no entry, no undone) still reads and applies", () => {
    const old = { actorUuid: "Actor.a", tokenUuid: "Scene.s.Token.t", feet: 20, dice: 2, faces: 6, stamp: null, applied: true };
    expect(readFallCard(old)).toEqual(old);
  });
});
