/**
 * OSR stabilise and the Injury Table through the glue (RESOLUTION.md RS-7, RS-8, R14; 002:L89,
 * L105–L116) on the strict stand-ins: the GM's client rolls the table and the row's die, one actor
 * update, a GM note, and an Undo that puts back the recorded before-state.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created, dice, setActiveGM } from "../support/combat-world";
import { PRESETS, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeMessage, FakeToken, addToken, tokens, writes } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { STABILISE_FLAG, stabilise, undoStabilise } from "../../module/resolution/stabilise";

const gm = { id: GM.id, isGM: true };

function dying(type: "character" | "creature", int = 12): FakeToken {
  const actor = new FakeActor("Ada", type, { health: { value: 0, max: 10, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: 47, combat: "" } } as never, { [PLAYER.id]: 3 });
  Object.assign(actor.system, { abilities: { str: 10, dex: 10, con: 10, int, wis: 10, cha: 10 } });
  actor.setStatus("unconscious", true);
  return addToken(new FakeToken(actor));
}
const sys = (t: FakeToken) => t.actor.system as unknown as { health: { value: number }; abilities: Record<string, number>; dying: { since: number | null } };
const flags = (t: FakeToken) => (t.actor as unknown as { flags?: Record<string, Record<string, unknown>> }).flags?.[SYSTEM_ID];
const lastPost = () => created.at(-1)!.data;

beforeEach(() => {
  writes.length = 0;
  created.length = 0;
  dice.length = 0;
  tokens.clear();
  setActiveGM(GM);
  rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.osr));
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("G2R-9 stabilise rolls the Injury Table (OSR)", () => {
  it("G2R-9 injury d20 1: dead (a false hope)", async () => {
    const pc = dying("character");
    dice.push(1);
    expect(await stabilise(pc.actor as never, gm)).toBeNull();
    expect(pc.actor.statuses.has("dead")).toBe(true);
  });

  it("G2R-9 d20 5 with 1d6 = 3 and INT 12: INT 9, HP 1, conscious, no longer dying; Undo puts INT 12 and 0 HP back", async () => {
    const pc = dying("character", 12);
    dice.push(5, 3);
    expect(await stabilise(pc.actor as never, gm)).toBeNull();
    expect([sys(pc).abilities["int"], sys(pc).health.value, sys(pc).dying.since, pc.actor.statuses.has("unconscious")]).toEqual([9, 1, null, false]);
    expect(writes.filter((w) => w.doc === "Ada" && w.kind === "update")).toHaveLength(1);
    const post = lastPost();
    expect(post["whisper"]).toEqual([GM.id, "gmUser0000000002"]);
    const message = new FakeMessage(GM, post["flags"] as Record<string, Record<string, unknown>>, []);
    expect(await undoStabilise(message, gm)).toBeNull();
    expect([sys(pc).abilities["int"], sys(pc).health.value, sys(pc).dying.since, pc.actor.statuses.has("unconscious")]).toEqual([12, 0, 47, true]);
    expect(await undoStabilise(message, gm)).toBe("nothingToUndo");
    expect(await undoStabilise(message, { id: PLAYER.id, isGM: false })).toBe("gmOnly");
  });

  it("G2R-9 d20 10: a body part posted to the GM, HP 1; d20 16: injured badge, HP 1; d20 20 with 1d8 = 6: HP 6", async () => {
    const a = dying("character");
    dice.push(10);
    await stabilise(a.actor as never, gm);
    expect(sys(a).health.value).toBe(1);
    expect(String(lastPost()["content"])).toContain("ER.Resolution.Injury.bodyPart");
    const b = dying("character");
    dice.push(16);
    await stabilise(b.actor as never, gm);
    expect([sys(b).health.value, flags(b)?.["badges"]]).toEqual([1, ["injured"]]);
    const c = dying("character");
    dice.push(20, 6);
    await stabilise(c.actor as never, gm);
    expect(sys(c).health.value).toBe(6);
  });

  it("G2R-9 a stabilised creature: HP 1, no roll", async () => {
    const goblin = dying("creature");
    dice.push(1);
    expect(await stabilise(goblin.actor as never, gm)).toBeNull();
    expect([sys(goblin).health.value, goblin.actor.statuses.has("dead"), dice]).toEqual([1, false, [1]]);
  });

  it("only the GM stabilises; a creature not dying, or the book (no stabilise point), is refused", async () => {
    const pc = dying("character");
    expect(await stabilise(pc.actor as never, { id: PLAYER.id, isGM: false })).toBe("gmOnly");
    rulesetInForce.value = null;
    expect(await stabilise(pc.actor as never, gm)).toBe("notDying");
    expect(writes).toHaveLength(0);
    expect(created.filter((c) => (c.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]?.[STABILISE_FLAG])).toHaveLength(0);
  });
});
