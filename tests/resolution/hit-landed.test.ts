/**
 * R20 `hitLanded` through the glue (RESOLUTION.md RT-4, RT-10): applying a stamped hit raises the
 * event; the GM client consumes it and an OSE cast in its window is disrupted: the action cancelled,
 * the combatant marked for the tracker, the GMs told the spell is lost. GOR-13 on the strict stand-ins.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, created, hooks, settle } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { GM } from "../support/combat-world";
import { SYSTEM_ID } from "../../module/constants";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset, type ActionRecord } from "../../module/rules";
import { registerResolution } from "../../module/resolution";
import { applyRow } from "../../module/resolution/apply";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { HIT_LANDED_HOOK, type HitLanded } from "../../module/resolution/hit-landed";
import { badgesFor } from "../../module/resolution/badges";

registerResolution();
const g = globalThis as Record<string, unknown>;
const gm = { id: GM.id, isGM: true };
const seen: HitLanded[] = [];
hooks.on(HIT_LANDED_HOOK, (e: unknown) => void seen.push(e as HitLanded));

function row(token: FakeToken, over: Partial<CardRow> = {}): CardRow {
  return { tokenUuid: token.document.uuid, actorUuid: token.actor.uuid, name: token.actor.name, img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 15, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage", ...over };
}

/** A card stamped at round 2, `second` (absolute 40 + second). */
function card(rows: CardRow[], second: number): FakeMessage {
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
    damage: { formula: "1d6", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false,
    stamp: { round: 2, second, absolute: 40 + second }, offClock: false, knockOut: false, rows, ledger: [],
  };
  const message = new FakeMessage(GM, { [SYSTEM_ID]: { attack: flag } }, [{ total: 15 }, { total: 2 }]);
  messageStore.set(message.id!, message);
  return message;
}

let caster: FakeToken;
let combatant: FakeCombatant;
function castingAt(action: ActionRecord, spellName = "Sleep"): void {
  combatant = new FakeCombatant({ id: "caster0000000001", name: "Mage", action });
  combatant.system.spellName = spellName;
  (combatant as unknown as { actor: unknown }).actor = caster.actor;
  (g["game"] as Record<string, unknown>)["combat"] = new FakeCombat("combat0000000001", 2, 49, [combatant]);
}

beforeEach(() => {
  tokens.clear();
  seen.length = 0;
  created.length = 0;
  rulesetInForce.value = resolveRuleset(PRESETS.ose);
  caster = addToken(new FakeToken(new FakeActor("Mage", "character", { health: { value: 20, max: 20 } })));
});
afterEach(() => {
  rulesetInForce.value = null;
  delete (g["game"] as Record<string, unknown>)["combat"];
});

const cast = (landsAt: number, castingSeconds = 5, startedRound = 2): ActionRecord => ({ startedRound, score: 12, castingSeconds, landsAt, delayedFrom: 0 });
const disrupted = () => (caster.actor as unknown as { flags?: Record<string, Record<string, unknown>> }).flags?.[SYSTEM_ID]?.["disrupted"];

describe("GOR-13 a hit applied during a cast disrupts it (RT-4)", () => {
  it("GOR-13 score 12 + 5 (lands t 57): a hit at second 9 cancels the action, marks it disrupted and tells the GMs", async () => {
    castingAt(cast(57));
    expect(await applyRow(card([row(caster)], 9), caster.document.uuid, "apply", gm)).toBeNull();
    await settle();
    expect(seen).toEqual([{ targetUuid: caster.document.uuid, absolute: 49, event: "hit" }]);
    expect(combatant.system.action.startedRound).toBe(0);
    expect(combatant.system.spellName).toBe("");
    expect(disrupted()).toBe(49);
    // §7.5: the tracker row's badge for the rest of round 2, none in round 3.
    expect(badgesFor(caster.actor as never, rulesetInForce.value as never, 50).map((b) => b.id)).toContain("disrupted");
    expect(badgesFor(caster.actor as never, rulesetInForce.value as never, 61).map((b) => b.id)).not.toContain("disrupted");
    const note = created.find((c) => String(c.data["content"]).includes("DisruptedNote"));
    expect(note?.data["whisper"]).toEqual([GM.id, "gmUser0000000002"]);
  });

  it("the GMs' note escapes the caster's name and the spell's name (both are players' text: a token name, a cast request)", async () => {
    const payload = `<img src=x onerror="alert(1)">`;
    castingAt(cast(57), payload);
    combatant.name = `Pip ${payload}`;
    await applyRow(card([row(caster)], 9), caster.document.uuid, "apply", gm);
    await settle();
    const note = String(created.find((c) => String(c.data["content"]).includes("DisruptedNote"))?.data["content"]);
    expect(note).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
    expect(note).not.toContain("<img");
  });

  it("GOR-13 a hit at second 17 is simultaneous with the landing: not disrupted; a hit at 15 is", async () => {
    castingAt(cast(57));
    await applyRow(card([row(caster)], 17), caster.document.uuid, "apply", gm);
    await settle();
    expect(combatant.system.action.landsAt).toBe(57);
    expect(disrupted()).toBeUndefined();
    await applyRow(card([row(caster)], 15), caster.document.uuid, "apply", gm);
    await settle();
    expect(combatant.system.action.landsAt).toBe(0);
  });

  it("GOR-13 a miss at 10 raises nothing and disrupts nothing; a heal neither", async () => {
    castingAt(cast(57));
    await applyRow(card([row(caster, { outcome: "miss", deals: "none" })], 10), caster.document.uuid, "apply", gm);
    await applyRow(card([row(caster)], 10), caster.document.uuid, "heal", gm);
    await settle();
    expect(seen).toEqual([]);
    expect(combatant.system.action.landsAt).toBe(57);
  });

  it("GOR-13 a spill-over cast 18 + 5 (lands round 3 second 3, t 63) is disrupted by a hit in round 2; the book has no disruption", async () => {
    castingAt(cast(63));
    await applyRow(card([row(caster)], 19), caster.document.uuid, "apply", gm);
    await settle();
    expect(disrupted()).toBe(59);
    rulesetInForce.value = null;
    castingAt(cast(57));
    await applyRow(card([row(caster)], 9), caster.document.uuid, "apply", gm);
    await settle();
    expect(seen.length).toBe(2);
    expect(combatant.system.action.landsAt).toBe(57);
  });
});
