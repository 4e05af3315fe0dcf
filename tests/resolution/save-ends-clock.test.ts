/**
 * Save ends and ongoing damage through the glue (VARIANTS.md row 9, §13.2–§13.3; 001:L503–L505) on
 * the strict stand-ins: the test process is the active GM's client, which resolves each end-of-turn
 * moment once the clock has moved past it, closes a round left forwards, and ends a PC's effects
 * when the Combat is deleted.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, combats, created, dice, setActiveGM } from "../support/combat-world";
import { BOOK_RULESET, PRESETS, planAction, resolveRuleset, toAbsolute } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeEffect, FakeMessage, FakeToken, addToken, tokens, writes } from "./world";
import { readSaveEndsCard, undoSaveEnds } from "../../module/resolution/save-ends-undo";
import { SYSTEM_ID } from "../../module/constants";
import { SAVE_ENDS_CARD_FLAG, closeRoundSaveEnds, endSaveEndsWithCombat, postDueSaveEnds, saveEndsOf, type SaveEndsCard } from "../../module/resolution/save-ends-clock";

const A13 = rememberRuleset(resolveRuleset(PRESETS.a13));

/** A 13A actor at 30 health with "Fire" (ongoing 5, save ends: normal). */
function holder(kind: "character" | "creature" = "character", flags: Record<string, unknown> = { saveEnds: "normal", ongoing: 5 }): FakeActor {
  const actor = new FakeActor(kind === "character" ? "Hero" : "Ogre", kind, { health: { value: 30, max: 30, below: 0, temp: 0 } }, kind === "character" ? { [PLAYER.id]: 3 } : {});
  Object.assign(actor, { hasPlayerOwner: kind === "character" });
  actor.effects.set("fire000000000001", new FakeEffect({ _id: "fire000000000001", name: "Fire", flags: { [SYSTEM_ID]: flags } }));
  return actor;
}

/** A combat at `round` whose one combatant is `actor`, its action landing at `second` of that round (null: held), 13A base `base`. */
function fight(actor: FakeActor, round: number, second: number | null, base = 9): { combat: FakeCombat; combatant: FakeCombatant } {
  const action = second === null ? { ...planAction(round, base), landsAt: 0 } : planAction(round, second);
  const combatant = new FakeCombatant({ id: "cbt0000000000001", name: actor.name, owners: [PLAYER.id], action });
  (combatant as unknown as { actor: unknown }).actor = actor;
  combatant.system.variant = { ...combatant.system.variant, base, held: second === null ? round : 0 };
  const combat = new FakeCombat("combat0000000001", round, toAbsolute({ round, second: 1 }), [combatant]);
  combats.set(combat.id, combat);
  return { combat, combatant };
}

const cards = () => created.map((c) => (c.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.[SAVE_ENDS_CARD_FLAG] as SaveEndsCard | undefined).filter((c) => c !== undefined);
const health = (a: FakeActor) => a.system.health.value;

beforeEach(() => {
  writes.length = 0;
  created.length = 0;
  dice.length = 0;
  combats.clear();
  setActiveGM(GM);
  rulesetInForce.value = A13;
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("GT-4 through the glue: the end-of-turn card after the action at second 9", () => {
  it("round 1: 5 damage, save 10 fails, the effect stays; round 2: 5 damage, save 11, the effect ends", async () => {
    const pc = holder();
    const { combat, combatant } = fight(pc, 1, 9);
    // At second 9 the action is being taken: its end-of-turn moment is after it, not yet.
    expect(await postDueSaveEnds(combat as never, { round: 1, second: 9 })).toBe(0);
    dice.push(10);
    expect(await postDueSaveEnds(combat as never, { round: 1, second: 11 })).toBe(1);
    expect(health(pc)).toBe(25);
    expect(pc.effects.has("fire000000000001")).toBe(true);
    expect(cards()[0]).toMatchObject({ round: 1, second: 9, rows: [{ effect: "Fire", difficulty: "normal", damage: 5, natural: 10, total: 10, target: 11, saved: false }] });
    // Once a round.
    expect(await postDueSaveEnds(combat as never, { round: 1, second: 16 })).toBe(0);

    // Round 2: the 13A base kept, the action lands at 9 again.
    combat.round = 2;
    combat.system.absolute = toAbsolute({ round: 2, second: 1 });
    combatant.system.action = planAction(2, 9);
    dice.push(11);
    expect(await postDueSaveEnds(combat as never, { round: 2, second: 11 })).toBe(1);
    expect(health(pc)).toBe(20);
    expect(pc.effects.has("fire000000000001")).toBe(false);
    expect(cards()[1]).toMatchObject({ round: 2, second: 9, rows: [{ damage: 5, total: 11, saved: true }] });
    expect(new Set(created[1]!.data["whisper"] as string[])).toContain(PLAYER.id);
  });

  it("the damage is written before the save's effect is deleted", async () => {
    const pc = holder();
    const { combat } = fight(pc, 1, 4);
    dice.push(15);
    await postDueSaveEnds(combat as never, { round: 1, second: 6 });
    const kinds = writes.filter((w) => w.doc === "Hero").map((w) => w.kind);
    expect(kinds.indexOf("update")).toBeGreaterThanOrEqual(0);
    expect(kinds.indexOf("update")).toBeLessThan(kinds.indexOf("deleteEffect"));
  });
});

describe("the round's last moments and the Combat's end", () => {
  it("a held action not taken: its moment is second 20, resolved when the round is left forwards, never backwards", async () => {
    const pc = holder();
    const { combat } = fight(pc, 2, null, 7);
    combat.system.absolute = toAbsolute({ round: 2, second: 16 });
    expect(await postDueSaveEnds(combat as never, { round: 2, second: 16 })).toBe(0);
    expect(await closeRoundSaveEnds(combat as never, { round: 1 })).toBe(0);
    dice.push(3);
    expect(await closeRoundSaveEnds(combat as never, { round: 3 })).toBe(1);
    expect(cards()[0]).toMatchObject({ round: 2, second: 20 });
  });

  it("closing reads every combatant's moment before the first write (the new round's records come right after)", async () => {
    const pc = holder();
    const ogre = holder("creature");
    const { combat } = fight(pc, 2, 5);
    const other = new FakeCombatant({ id: "cbt0000000000002", name: "Ogre", action: planAction(2, 12) });
    (other as unknown as { actor: unknown }).actor = ogre;
    combat.combatants.set(other.id, other);
    other.parent = combat;
    combat.system.absolute = toAbsolute({ round: 2, second: 16 });
    // As the round transition does once combatRound has fired: the combatants get round 3's records.
    const write = combat.update.bind(combat);
    combat.update = async (data: Record<string, unknown>, options?: object) => {
      other.system.action = planAction(3, 2);
      return write(data, options);
    };
    dice.push(3, 3);
    expect(await closeRoundSaveEnds(combat as never, { round: 3 })).toBe(2);
    expect(cards().map((c) => [c.combatantId, c.second])).toEqual([["cbt0000000000001", 5], ["cbt0000000000002", 12]]);
  });

  it("two clock hooks close together resolve a moment once", async () => {
    const pc = holder();
    const { combat } = fight(pc, 1, 4);
    // As Foundry: the Combat's memory is written only when the server answers, a moment later.
    const write = combat.update.bind(combat);
    combat.update = async (data: Record<string, unknown>, options?: object) => {
      await new Promise((r) => setTimeout(r, 5));
      return write(data, options);
    };
    dice.push(3, 3);
    const posted = await Promise.all([postDueSaveEnds(combat as never, { round: 1, second: 6 }), postDueSaveEnds(combat as never, { round: 1, second: 11 })]);
    expect(posted[0] + posted[1]).toBe(1);
    expect(health(pc)).toBe(25);
  });

  it("at the Combat's deletion a PC's save-ends effects end; a creature's stay (001:L505)", async () => {
    const pc = holder();
    const ogre = holder("creature");
    const { combat } = fight(pc, 1, 9);
    const other = new FakeCombatant({ id: "cbt0000000000002", name: "Ogre" });
    (other as unknown as { actor: unknown }).actor = ogre;
    combat.combatants.set(other.id, other);
    expect(await endSaveEndsWithCombat(combat as never)).toBe(1);
    expect(pc.effects.has("fire000000000001")).toBe(false);
    expect(ogre.effects.has("fire000000000001")).toBe(true);
  });
});

describe("what is not resolved", () => {
  it("under the book (no save-ends rule), or on a client that is not the active GM, nothing happens", async () => {
    const pc = holder();
    const { combat } = fight(pc, 1, 4);
    rulesetInForce.value = rememberRuleset(BOOK_RULESET);
    expect(await postDueSaveEnds(combat as never, { round: 1, second: 6 })).toBe(0);
    expect(await endSaveEndsWithCombat(combat as never)).toBe(0);
    rulesetInForce.value = A13;
    setActiveGM(null);
    expect(await postDueSaveEnds(combat as never, { round: 1, second: 6 })).toBe(0);
    expect(health(pc)).toBe(30);
    expect(writes).toHaveLength(0);
  });

  it("a malformed or disabled flag is no save-ends duration; a bad ongoing reads as 0 or is held", () => {
    const flags = (f: Record<string, unknown>, disabled = false) => new FakeEffect({ disabled, flags: { [SYSTEM_ID]: f } });
    expect(saveEndsOf(flags({ saveEnds: "tough", ongoing: 5 }))).toBeNull();
    expect(saveEndsOf(flags({ saveEnds: 11 }))).toBeNull();
    expect(saveEndsOf(flags({ saveEnds: "hard" }, true))).toBeNull();
    expect(saveEndsOf(flags({ saveEnds: "hard", ongoing: "lots" }))).toEqual({ saveEnds: "hard", ongoing: 0 });
    expect(saveEndsOf(flags({ saveEnds: "easy", ongoing: 1e12 }))).toEqual({ saveEnds: "easy", ongoing: 1000 });
    expect(saveEndsOf(flags({ saveEnds: "easy", ongoing: -4 }))).toEqual({ saveEnds: "easy", ongoing: 0 });
  });
});

describe("the save-ends card's Undo (R14: the one undo path, the card checked against its own lines)", () => {
  const GM_ASKS = { id: GM.id, isGM: true };
  /** A PC whose round-1 moment dealt 5 and saved (the effect deleted); its card as the GM's message. */
  async function savedCard(): Promise<{ pc: FakeActor; message: FakeMessage; card: SaveEndsCard }> {
    tokens.clear();
    const pc = holder();
    addToken(new FakeToken(pc));
    const { combat } = fight(pc, 1, 4);
    dice.push(15);
    await postDueSaveEnds(combat as never, { round: 1, second: 6 });
    const card = cards().at(-1)!;
    return { pc, card, message: new FakeMessage(GM, { [SYSTEM_ID]: { [SAVE_ENDS_CARD_FLAG]: structuredClone(card) } }, []) };
  }

  it("puts back the ongoing damage and the effect deleted on the success, once; a second click is refused", async () => {
    const { pc, message, card } = await savedCard();
    expect(health(pc)).toBe(25);
    expect(pc.effects.has("fire000000000001")).toBe(false);
    expect(card.ledger).toHaveLength(1);
    expect(card.removed).toEqual([expect.objectContaining({ _id: "fire000000000001", name: "Fire" })]);
    expect(String(created.at(-1)!.data["content"])).toContain("data-er-undo-save-ends");
    expect(await undoSaveEnds(message as never, { id: PLAYER.id, isGM: false })).toBe("notGM");
    expect(await undoSaveEnds(message as never, GM_ASKS)).toBeNull();
    expect(health(pc)).toBe(30);
    expect(saveEndsOf(pc.effects.get("fire000000000001") as never)).toEqual({ saveEnds: "normal", ongoing: 5 });
    expect(await undoSaveEnds(message as never, GM_ASKS)).toBe("undone");
    expect(health(pc)).toBe(30);
  });

  it("refused when the health changed since, or the effect is back; nothing written", async () => {
    const { pc, message } = await savedCard();
    pc.system.health.value = 27;
    expect(await undoSaveEnds(message as never, GM_ASKS)).toBe("healthChanged");
    pc.system.health.value = 25;
    pc.effects.set("fire000000000001", new FakeEffect({ _id: "fire000000000001", name: "Fire", flags: { [SYSTEM_ID]: { saveEnds: "normal" } } }));
    expect(await undoSaveEnds(message as never, GM_ASKS)).toBe("effectBack");
    expect(health(pc)).toBe(25);
  });

  it("a forged or edited card restores no health and no effect it never removed", async () => {
    const { pc, message, card } = await savedCard();
    // A player posts the GM's flag as its own.
    expect(await undoSaveEnds(new FakeMessage(PLAYER, message.flags, []) as never, GM_ASKS)).toBe("forged");
    // A line claiming more damage than the ledger records, or a ledger with more than the line dealt.
    const more = structuredClone(card);
    more.rows[0]!.damage = 50;
    expect(await undoSaveEnds(new FakeMessage(GM, { [SYSTEM_ID]: { [SAVE_ENDS_CARD_FLAG]: more } }, []) as never, GM_ASKS)).toBe("mismatch");
    // An effect the card never removed (a blessing with no save-ends flag) slipped into the record.
    const blessing = structuredClone(card);
    blessing.removed = [{ _id: "bless00000000001", name: "Fire", changes: [{ key: "system.bonus", value: "100" }], flags: {} }];
    expect(await undoSaveEnds(new FakeMessage(GM, { [SYSTEM_ID]: { [SAVE_ENDS_CARD_FLAG]: blessing } }, []) as never, GM_ASKS)).toBe("forged");
    // A second deleted effect no saved line speaks of.
    const extra = structuredClone(card);
    extra.removed = [...extra.removed!, { _id: "other00000000001", name: "Other", flags: { [SYSTEM_ID]: { saveEnds: "easy" } } }];
    expect(await undoSaveEnds(new FakeMessage(GM, { [SYSTEM_ID]: { [SAVE_ENDS_CARD_FLAG]: extra } }, []) as never, GM_ASKS)).toBe("mismatch");
    // The GM's own card last written by a non-GM.
    message._stats.lastModifiedBy = PLAYER.id;
    expect(await undoSaveEnds(message as never, GM_ASKS)).toBe("forged");
    expect(health(pc)).toBe(25);
    expect([...pc.effects.values()].map((e) => e.id)).not.toContain("bless00000000001");
    expect(pc.effects.has("fire000000000001")).toBe(false);
  });

  it("a card from before the Undo still reads; it offers nothing to undo", async () => {
    const old = { actorUuid: "Actor.a", combatId: "c", combatantId: "d", round: 1, second: 9, rows: [{ effect: "Fire", difficulty: "normal", damage: 5, natural: 10, total: 10, target: 11, saved: false }] };
    expect(readSaveEndsCard(old)).toMatchObject({ ...old, ledger: [], removed: [] });
    expect(await undoSaveEnds(new FakeMessage(GM, { [SYSTEM_ID]: { [SAVE_ENDS_CARD_FLAG]: old } }, []) as never, GM_ASKS)).toBe("nothing");
  });
});

