/**
 * A5E positions on the attack card (VARIANTS.md §13.3 row 44; 004:L48, L53): read from the map at the
 * roll, listed on the row, and read again by the GM's client when it checks a player's card, on the
 * strict stand-ins. The canvas is a hex grid whose offsets are axial coordinates (a stand-in; core's
 * HexagonalGrid converts its own offsets).
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, created, setActiveGM } from "../support/combat-world";
import { FakeActor, FakeMessage, FakeToken, addToken, messageStore, tokens } from "./world";
import { SYSTEM_ID } from "../../module/constants";
import { registerResolution } from "../../module/resolution";
import { rollAttack } from "../../module/resolution/roll-attack";
import { shownToGM } from "../../module/resolution/render";
import { cardView, type Viewer } from "../../module/resolution/card-view";
import { foundryLocalize } from "../support/handlebars";
import { readCardFlag, type AttackCardFlag } from "../../module/resolution/flag";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { FakeRoll, faces } from "./fake-roll";

registerResolution();
const g = globalThis as Record<string, unknown>;
const baseUuid = g["fromUuidSync"] as (uuid: string) => unknown;

type Placed = FakeToken & { center: { x: number; y: number }; document: FakeToken["document"] & { disposition: number; elevation: number; id: string; flags?: Record<string, unknown> } };
let scene: Placed[] = [];

/** A token at axial hex (q, r). */
function at(actor: FakeActor, q: number, r: number, disposition: number, elevation = 0): Placed {
  const t = addToken(new FakeToken(actor)) as Placed;
  t.center = { x: q * 100, y: r * 100 };
  Object.assign(t.document, { disposition, elevation, id: t.document.uuid.split(".").at(-1)! });
  scene.push(t);
  return t;
}
const cube = (p: { x: number; y: number }) => ({ q: Math.round(p.x / 100), r: Math.round(p.y / 100) });
g["canvas"] = undefined;
function hexCanvas(): void {
  g["canvas"] = {
    grid: {
      isHexagonal: true,
      getOffset: (p: { x: number; y: number }) => ({ i: cube(p).r, j: cube(p).q }),
      offsetToCube: (o: { i: number; j: number }) => ({ q: o.j, r: o.i, s: -o.i - o.j }),
      measurePath: (w: Array<{ x: number; y: number }>) => {
        const [a, b] = [cube(w[0]!), cube(w[1]!)];
        const dq = a.q - b.q, dr = a.r - b.r;
        return { spaces: Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) };
      },
    },
    scene: { grid: { distance: 5, units: "ft" }, flags: {} },
    tokens: { get placeables() { return scene; } },
  };
}

class Hero extends FakeActor {
  own: Placed | null = null;
  getRollData(): Record<string, unknown> {
    return {};
  }
  getActiveTokens(): unknown[] {
    return this.own ? [this.own] : [];
  }
}
let hero: Hero;
let sword: { name: string; type: string; uuid: string; parent: Hero; system: Record<string, unknown> };

async function playerCard(targets: FakeToken[], results: number[], edit?: (flag: AttackCardFlag) => void): Promise<FakeMessage> {
  created.length = 0;
  faces.length = 0;
  faces.push(...results);
  await rollAttack(sword as never, { targets: targets as never, options: {} });
  const flags = structuredClone(created[0]!.data["flags"]) as Record<string, Record<string, unknown>>;
  const rolls = (created[0]!.data["rolls"] as FakeRoll[]).map((r) => JSON.parse(JSON.stringify(r)) as { total: number });
  edit?.(flags[SYSTEM_ID]!["attack"] as AttackCardFlag);
  const message = new FakeMessage(PLAYER, flags, rolls);
  messageStore.set(message.id, message);
  return message;
}
const flagOf = (m: FakeMessage) => m.flags[SYSTEM_ID]!["attack"] as AttackCardFlag;
const gmRows = (m: FakeMessage) => shownToGM(m as never, flagOf(m)).flag.rows.map((r) => (r.position ?? []).map((h) => h.key));

let foe: Placed;
beforeEach(() => {
  tokens.clear();
  scene = [];
  setActiveGM(GM);
  g["Roll"] = FakeRoll;
  g["Actor"] = FakeActor;
  rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.a5e));
  hero = new Hero("Pip's hero", "character", { health: { value: 20, max: 20 } }, { [PLAYER.id]: 3 });
  sword = { name: "Sword", type: "weapon", uuid: "Item.sword00000000001", parent: hero, system: { kind: "melee", attack: "1d20", damage: "1d8" } };
  // Core's TokenDocument#object: the placeable on the viewed canvas.
  g["fromUuidSync"] = (uuid: string) => {
    if (uuid === sword.uuid) return sword;
    if (uuid === hero.uuid) return hero;
    const t = tokens.get(uuid);
    return t ? { ...t.document, actor: t.actor, object: t } : baseUuid(uuid);
  };
  hexCanvas();
  foe = at(new FakeActor("Orc", "creature", { health: { value: 10, max: 10 }, defences: { ac: 12 } }), 0, 0, -1);
  hero.own = at(hero, 1, 0, 1);
});
afterEach(() => {
  rulesetInForce.value = null;
  g["fromUuidSync"] = baseUuid;
  delete g["canvas"];
});

describe("positions on the attack card (A5E)", () => {
  it("GA-P8: an ally on the opposite hex puts flanking on the row and the card lists it as an expertise die; moved away, none", async () => {
    const ally = at(new FakeActor("Ally", "character", { health: { value: 5, max: 5 } }), -1, 0, 1);
    const m = await playerCard([foe], [12, 3]);
    expect(flagOf(m).rows[0]!.position).toEqual([{ key: "flanking", gives: "expertise" }]);
    expect(readCardFlag(structuredClone(flagOf(m)))?.rows[0]!.position).toEqual([{ key: "flanking", gives: "expertise" }]);
    const viewer: Viewer = { isGM: true, reveal: "observers", observes: () => true, owns: () => true, defenceOf: () => 12, atZero: () => false, amountOf: () => 5, label: (k) => foundryLocalize(k) };
    expect(cardView(flagOf(m), viewer).rows[0]!.parts).toContainEqual({ label: "Flanking", value: "expertise die (not in the total)" });
    ally.center = { x: -100, y: 100 };
    const later = await playerCard([foe], [12, 3]);
    expect(flagOf(later).rows[0]!.position).toEqual([]);
  });

  it("GA-P9: the GM's client reads the positions again: a forged flank is dropped, a real one kept, and one undone by a move since is gone", async () => {
    const forged = await playerCard([foe], [12, 3], (f) => void (f.rows[0]!.position = [{ key: "flanking", gives: "expertise" }, { key: "fromAbove", gives: "advantage" }]));
    expect(gmRows(forged)).toEqual([[]]);
    const ally = at(new FakeActor("Ally", "character", { health: { value: 5, max: 5 } }), -1, 0, 1);
    const honest = await playerCard([foe], [12, 3]);
    expect(gmRows(honest)).toEqual([["flanking"]]);
    ally.center = { x: 0, y: -200 };
    expect(gmRows(honest)).toEqual([[]]);
  });

  it("GA-P10: 5 ft of token elevation above the target on a melee attack shows attacking from above; a malformed hint refuses the card's flag", async () => {
    hero.own!.document.elevation = 5;
    const m = await playerCard([foe], [12, 3]);
    expect(flagOf(m).rows[0]!.position).toEqual([{ key: "fromAbove", gives: "expertise" }]);
    const bad = structuredClone(flagOf(m));
    bad.rows[0]!.position = [{ key: "<b>", gives: "expertise" }];
    expect(readCardFlag(bad)).toBeNull();
  });

  it("under the book (no A5E cover) the row carries no hint", async () => {
    rulesetInForce.value = rememberRuleset(resolveRuleset(PRESETS.book));
    at(new FakeActor("Ally", "character", { health: { value: 5, max: 5 } }), -1, 0, 1);
    const m = await playerCard([foe], [12, 3]);
    expect(flagOf(m).rows[0]!.position).toEqual([]);
  });
});
