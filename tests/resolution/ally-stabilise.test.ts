/**
 * 13A: an ally stabilises a dying PC (RESOLUTION.md §4.1 R13-7 "Stabilise", §7.6; 001:L383, L385)
 * on the strict stand-ins: the test process is the active GM's client; a player's click arrives
 * as the relay kind `stabilise` naming two actors, with the player's socket id.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeCombat, FakeCombatant, GM, PLAYER, TRUSTED, combats, created, dice, server, setActiveGM, settle, warnings } from "../support/combat-world";
import { NO_ACTION, PRESETS, changeVariants, resolveRuleset, type VariantConfig } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeActor, FakeToken, addToken, tokens, writes } from "./world";
import { SOCKET } from "../../module/combat/relay";
import { listenForRelay } from "../../module/combat/relay-gm";
import { resetRefusalLog } from "../../module/combat/refusals";
import { registerResolution } from "../../module/resolution";
import { allyStabilise, stabiliseClicked } from "../../module/resolution/ally-stabilise";
import { sheetRestContext } from "../../module/resolution/rests";
import { rally } from "../../module/resolution/rally";
import { memoryOf } from "../../module/resolution/combat-memory";

registerResolution();
listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
const playerSocket = server.client(PLAYER.id);
const trustedSocket = server.client(TRUSTED.id);
const g = globalThis as unknown as { game: { user: unknown }; canvas?: unknown };

function ruleset(base: VariantConfig) {
  const r = changeVariants(base, {} as never);
  if (!r.ok) throw new Error("illegal config");
  return rememberRuleset(resolveRuleset(r.config));
}

/** A dying level-3 PC at 0, owned by PLAYER. */
function dyingHero(stable = false): FakeActor {
  const actor = new FakeActor("Hero", "character", { health: { value: 0, max: 30, below: 4, temp: 0 }, dying: { failures: 2, stable, since: 47, combat: "" } }, { [PLAYER.id]: 3 });
  Object.assign(actor.system, { level: 3, abilities: { str: 10, dex: 10, con: 14, int: 10, wis: 10, cha: 10 } });
  actor.setStatus("unconscious", true);
  return addToken(new FakeToken(actor)).actor;
}

let fights = 0;
/** A running combat (round 2, second 7) in which the cleric's combatant acts now, unless `acting` is false. */
function fightWith(actor: FakeActor, acting = true): FakeCombat {
  fights++;
  const combatant = new FakeCombatant({ id: `cbt${String(fights).padStart(13, "0")}`, name: actor.name, owners: [TRUSTED.id], action: { ...NO_ACTION, startedRound: 2, score: 7, landsAt: acting ? 47 : 52 } });
  (combatant as unknown as { actor: unknown }).actor = actor;
  const combat = new FakeCombat(`combat${String(fights).padStart(10, "0")}`, 2, 47, [combatant]);
  combats.set(combat.id, combat);
  return combat;
}

/** TRUSTED's cleric, WIS 14 (+2), everyone else observes it; in a fight at its action second (001:L383 "a standard action"). */
function cleric(wis = 14, acting = true): FakeActor {
  const actor = new FakeActor("Cleric", "character", { health: { value: 20, max: 20, below: 0, temp: 0 } }, { [TRUSTED.id]: 3, [PLAYER.id]: 2 });
  Object.assign(actor.system, { level: 3, abilities: { str: 10, dex: 10, con: 10, int: 10, wis, cha: 10 } });
  fightWith(actor, acting);
  return addToken(new FakeToken(actor)).actor;
}

const gm = { id: GM.id, isGM: true };
const trusted = { id: TRUSTED.id, isGM: false };
const stableOf = (a: FakeActor) => (a.system.dying as { stable: boolean; failures: number }).stable;

beforeEach(() => {
  writes.length = 0;
  created.length = 0;
  dice.length = 0;
  tokens.clear();
  combats.clear();
  resetRefusalLog();
  setActiveGM(GM);
  rulesetInForce.value = ruleset(PRESETS.a13);
});
afterEach(() => {
  rulesetInForce.value = null;
  g.game.user = GM;
  delete g.canvas;
});

describe("R13-7 an ally's DC 10 WIS check (001:L383)", () => {
  it("d20 8 + WIS 2 = 10: the PC is stable (failures kept), one actor update, the result posted for all", async () => {
    const hero = dyingHero();
    dice.push(8);
    expect(await allyStabilise(hero as never, cleric() as never, trusted)).toBeNull();
    expect([stableOf(hero), (hero.system.dying as { failures: number }).failures]).toEqual([true, 2]);
    expect(writes.filter((w) => w.doc === "Hero")).toHaveLength(1);
    expect(created).toHaveLength(1);
    expect(created[0]!.data["whisper"]).toBeUndefined();
    expect(String(created[0]!.data["content"])).toContain("ER.Resolution.AllyStabilise.stable");
  });

  it("d20 7 + 2 = 9: not stable, nothing written to the PC, the failure posted", async () => {
    const hero = dyingHero();
    dice.push(7);
    expect(await allyStabilise(hero as never, cleric() as never, trusted)).toBeNull();
    expect(stableOf(hero)).toBe(false);
    expect(writes).toHaveLength(0);
    expect(String(created[0]!.data["content"])).toContain("ER.Resolution.AllyStabilise.fail");
  });

  it("refused: the asker does not own the ally (notOwner); the ally is the PC itself, or unconscious (allyCannotAct); already stable; no ally check in the model (OSR: notDying)", async () => {
    const hero = dyingHero();
    const ally = cleric();
    expect(await allyStabilise(hero as never, ally as never, { id: PLAYER.id, isGM: false })).toBe("notOwner");
    expect(await allyStabilise(hero as never, hero as never, { id: PLAYER.id, isGM: false })).toBe("allyCannotAct");
    ally.setStatus("unconscious", true);
    expect(await allyStabilise(hero as never, ally as never, trusted)).toBe("allyCannotAct");
    expect(await allyStabilise(dyingHero(true) as never, cleric() as never, gm)).toBe("alreadyStable");
    rulesetInForce.value = ruleset(PRESETS.osr);
    expect(await allyStabilise(dyingHero() as never, cleric() as never, gm)).toBe("notDying");
    expect(writes).toHaveLength(0);
    expect(created).toHaveLength(0);
  });
});

describe("the stabilise relay (§7.6, R15): ids only, the GM's client rolls", () => {
  it("the ally's owner asks with the two uuids: the GM's client rolls and the PC is stable; a forged natural in the payload is dropped", async () => {
    const hero = dyingHero();
    const ally = cleric();
    dice.push(8);
    trustedSocket.emit(SOCKET, { kind: "stabilise", actorUuid: hero.uuid, allyUuid: ally.uuid, natural: 20, stable: true });
    await settle();
    expect(stableOf(hero)).toBe(true);
  });

  it("a forged sender: a player naming an ally it does not own is refused (notOwner), nothing rolled or written; malformed uuids are refused", async () => {
    const hero = dyingHero();
    const ally = cleric();
    dice.push(20);
    playerSocket.emit(SOCKET, { kind: "stabilise", actorUuid: hero.uuid, allyUuid: ally.uuid });
    playerSocket.emit(SOCKET, { kind: "stabilise", actorUuid: hero.uuid, allyUuid: "Compendium.x.Actor.act0000000000001" });
    playerSocket.emit(SOCKET, { kind: "stabilise", actorUuid: hero.uuid });
    await settle();
    expect([stableOf(hero), writes.length, created.length, dice.length]).toEqual([false, 0, 0, 1]);
  });
});

describe("the sheet's Stabilise (DC 10 WIS)", () => {
  it("is offered on a dying 13A PC's sheet to any viewer (not the OSR GM button), and not once it is stable", () => {
    g.game.user = TRUSTED;
    expect(sheetRestContext(dyingHero() as never).stabilise).toBe("ER.Resolution.AllyStabilise.Button");
    expect(sheetRestContext(dyingHero(true) as never).stabilise).toBeNull();
  });

  it("a player's click sends the dying PC's and its controlled ally's uuids; with no ally it warns and sends nothing", async () => {
    const hero = dyingHero();
    const ally = cleric();
    const sent: unknown[] = [];
    g.game.user = TRUSTED;
    g.canvas = { tokens: { controlled: [{ actor: hero }, { actor: ally }] } };
    await stabiliseClicked(hero as never, (r) => void sent.push(r));
    expect(sent).toEqual([{ actorUuid: hero.uuid, allyUuid: ally.uuid }]);
    g.canvas = { tokens: { controlled: [] } };
    await stabiliseClicked(hero as never, (r) => void sent.push(r));
    expect(sent).toHaveLength(1);
    expect(warnings.at(-1)).toBe("ER.Resolution.AllyStabilise.NoAlly");
  });

  it("the GM's click rolls at once with the GM's controlled ally", async () => {
    const hero = dyingHero();
    g.canvas = { tokens: { controlled: [{ actor: cleric() }] } };
    dice.push(12);
    await stabiliseClicked(hero as never, () => {
      throw new Error("the GM does not relay");
    });
    expect(stableOf(hero)).toBe(true);
  });
});

describe("an ally's stabilise at the text's cadence (001:L383): one attempt per standard action", () => {
  it("a failed check asked again at once over the relay rolls nothing more: five requests, one roll, not stable (M2)", async () => {
    const hero = dyingHero();
    const ally = cleric();
    dice.push(3, 19, 19, 19, 19);
    for (let i = 0; i < 5; i++) {
      trustedSocket.emit(SOCKET, { kind: "stabilise", actorUuid: hero.uuid, allyUuid: ally.uuid });
      await settle();
    }
    expect([stableOf(hero), dice.length, created.length]).toEqual([false, 4, 1]);
    expect(await allyStabilise(hero as never, ally as never, gm)).toBe("actionUsed");
  });

  it("the ally must be at its action second in a running fight (cannotAct otherwise), and a rally spends the same action", async () => {
    const hero = dyingHero();
    expect(await allyStabilise(hero as never, cleric(14, false) as never, trusted)).toBe("cannotAct");
    const loner = new FakeActor("Loner", "character", { health: { value: 20, max: 20, below: 0, temp: 0 } }, { [TRUSTED.id]: 3 });
    Object.assign(loner.system, { level: 3, abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 14, cha: 10 } });
    expect(await allyStabilise(hero as never, addToken(new FakeToken(loner)).actor as never, trusted)).toBe("cannotAct");
    const ally = cleric();
    rulesetInForce.value = ruleset(PRESETS.a13);
    dice.push(13);
    const combat = [...combats.values()].at(-1)!;
    const id = [...combat.combatants.keys()][0]!;
    expect(await rally(combat as never, id, gm)).toEqual({ result: "rallies" });
    await settle();
    expect(await allyStabilise(hero as never, ally as never, trusted)).toBe("actionUsed");
    expect(stableOf(hero)).toBe(false);
  });

  it("a 25+ takes only a quick action: the standard action stays unspent", async () => {
    const hero = dyingHero();
    const ally = cleric(30);
    dice.push(15);
    expect(await allyStabilise(hero as never, ally as never, trusted)).toBeNull();
    await settle();
    const combat = [...combats.values()].at(-1)!;
    expect([stableOf(hero), memoryOf(combat as never, [...combat.combatants.keys()][0]!).actionSpentAt]).toEqual([true, undefined]);
  });
});
