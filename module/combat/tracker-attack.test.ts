/**
 * The tracker row's Attack (RESOLUTION.md §7.1 "Rolling") through the real Combat and Combatant
 * classes on the strict stand-ins (tests/support/combat-world.ts): offered only at the combatant's
 * own second, only to its owners and the GM, never without an attacking item, and it rolls the
 * weapon in hand first or the one picked.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GM, PLAYER, TRUSTED, FakeCombat, FakeCombatant, combats } from "../../tests/support/combat-world";
import { planAction, toAbsolute } from "../rules";
import { provideAttackRoller } from "../rolls/hotbar";
import { MAX_ROW_ATTACK_CHOICES, attackFromRow, attackItemsOf, mayAttackFromRow } from "./tracker-attack";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
type Member = InstanceType<typeof import("./documents").ERCombatant> & FakeCombatant;

const PIP = "cmbtPip000000001";
const rolled: string[] = [];
const dialogs: Array<{ content: string }> = [];
/** What the weapon choice answers next (null: the user closes it). */
let answer: string | null = "0";

const sword = { id: "itemSword0000001", name: "Sword", type: "weapon", system: { attack: "1d20 + 2", inHand: true, equipped: true } };
const dagger = { id: "itemDagger000001", name: "Dagger <b>", type: "weapon", system: { attack: "1d20", inHand: false, equipped: true } };
const bow = { id: "itemBow000000001", name: "Bow", type: "weapon", system: { attack: "1d20 + 1", inHand: false, equipped: true } };
/** A bow carried, not equipped: the sheet does not offer it, nor does the row (items/attack-items.ts). */
const spareBow = { id: "itemBow000000002", name: "Spare bow", type: "weapon", system: { attack: "1d20 + 1", inHand: false, equipped: false } };
const bolt = { id: "itemBolt00000001", name: "Bolt", type: "spell", system: { attack: "1d20 + 3" } };
const torch = { id: "itemTorch0000001", name: "Torch", type: "gear", system: { attack: "" } };

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  provideAttackRoller(async (item) => void rolled.push((item as unknown as { name: string }).name));
  const f = (globalThis as unknown as { foundry: { applications: Record<string, unknown> } }).foundry;
  f.applications["api"] = {
    DialogV2: {
      wait: async (options: { content: string }) => {
        dialogs.push({ content: options.content });
        return answer;
      },
    },
  };
});

beforeEach(() => {
  rolled.length = 0;
  dialogs.length = 0;
  answer = "0";
});

/** Round 3 with the clock at `second`: Pip (the player's) lands at 12 with `items`. */
function fight(second: number, items: unknown[]): { combat: Combat; pip: Member } {
  const pip = new (ERCombatant as unknown as new (x: ConstructorParameters<typeof FakeCombatant>[0]) => Member)({ id: PIP, name: "Pip", owners: [PLAYER.id], action: planAction(3, 12), tieBreak: 1 });
  (pip.actor as { items: unknown[] }).items = items;
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)("combatAttack0001", 3, toAbsolute({ round: 3, second }), [pip]);
  combats.clear();
  combats.set(combat.id, combat);
  return { combat, pip };
}

describe("the row's Attack entry", () => {
  it("is offered only while the clock stands at the combatant's landing second", () => {
    for (const [second, shown] of [[11, false], [12, true], [13, false]] as const) {
      const { combat, pip } = fight(second, [sword]);
      expect(mayAttackFromRow(combat, pip, GM), `second ${second}`).toBe(shown);
    }
  });

  it("is offered to the combatant's owner and the GM, not to another player", () => {
    const { combat, pip } = fight(12, [sword]);
    expect(mayAttackFromRow(combat, pip, PLAYER)).toBe(true);
    expect(mayAttackFromRow(combat, pip, GM)).toBe(true);
    expect(mayAttackFromRow(combat, pip, TRUSTED)).toBe(false);
  });

  it("is hidden for a combatant without an item that attacks, and pressing it then rolls nothing", async () => {
    const { combat, pip } = fight(12, [torch]);
    expect(mayAttackFromRow(combat, pip, GM)).toBe(false);
    expect(await attackFromRow(combat, pip, GM)).toBeNull();
    expect(rolled).toEqual([]);
  });

  it("rolls nothing for another player or once the clock has moved on (checked again at the click)", async () => {
    const { combat, pip } = fight(12, [sword]);
    await attackFromRow(combat, pip, TRUSTED);
    const later = fight(13, [sword]);
    await attackFromRow(later.combat, later.pip, PLAYER);
    expect(rolled).toEqual([]);
  });
});

describe("which item the row's Attack rolls", () => {
  it("the only attacking item at once, with no choice", async () => {
    const { combat, pip } = fight(12, [torch, bow]);
    await attackFromRow(combat, pip, PLAYER);
    expect(rolled).toEqual(["Bow"]);
    expect(dialogs).toHaveLength(0);
  });

  it("with several, the choice lists the weapon in hand first, then equipped weapons, then spells, names escaped", async () => {
    expect(attackItemsOf({ items: [bolt, dagger, torch, sword] }).map((i) => i.name)).toEqual(["Sword", "Dagger <b>", "Bolt"]);
    const { combat, pip } = fight(12, [bolt, dagger, torch, sword]);
    await attackFromRow(combat, pip, PLAYER);
    expect(rolled).toEqual(["Sword"]);
    expect(dialogs[0]!.content).toMatch(/<option value="0" selected>Sword<\/option><option value="1">Dagger &#60;b&#62;<\/option><option value="2">Bolt<\/option>/);
  });

  it("a weapon neither in hand nor equipped, or packed in a container, is not offered (the sheet's fight line agrees)", () => {
    const packed = { ...dagger, name: "Packed", system: { ...dagger.system, container: "itemSack00000001" } };
    expect(attackItemsOf({ items: [spareBow, packed, sword] }).map((i) => i.name)).toEqual(["Sword"]);
    expect(attackItemsOf({ items: [spareBow] })).toEqual([]);
  });

  it("rolls the item picked; a closed choice or an index not offered rolls nothing", async () => {
    const { combat, pip } = fight(12, [bow, sword]);
    answer = "1";
    await attackFromRow(combat, pip, GM);
    answer = null;
    await attackFromRow(combat, pip, GM);
    answer = "7";
    await attackFromRow(combat, pip, GM);
    answer = "constructor";
    await attackFromRow(combat, pip, GM);
    expect(rolled).toEqual(["Bow"]);
  });

  it("the combatant menu carries the entry: shown at the second for this client's user, and its click rolls", async () => {
    const { trackerMenuEntries } = await import("./tracker-menu");
    const { combat, pip } = fight(12, [sword]);
    // The menu's target is the row element (no DOM in this environment: a bare element class).
    const g = globalThis as Record<string, unknown>;
    g["HTMLElement"] ??= class {};
    const li = new (g["HTMLElement"] as new () => HTMLElement)();
    // v13's entry shape (the stand-in world is generation 13): name, condition(li), callback(li).
    const entries = trackerMenuEntries({ erCombat: combat, combatantOf: () => pip }) as Array<{ name: string; condition: (li: HTMLElement) => boolean; callback: (li: HTMLElement) => Promise<void> }>;
    const entry = entries.find((e) => e.name === "ER.Combat.RowAttack.Entry")!;
    expect(entry.condition(li)).toBe(true);
    await entry.callback(li);
    expect(rolled).toEqual(["Sword"]);
    const early = fight(11, [sword]);
    const earlyEntry = (trackerMenuEntries({ erCombat: early.combat, combatantOf: () => early.pip }) as typeof entries).find((e) => e.name === "ER.Combat.RowAttack.Entry")!;
    expect(earlyEntry.condition(li)).toBe(false);
  });

  it("the choice is bounded", () => {
    const many = Array.from({ length: MAX_ROW_ATTACK_CHOICES + 5 }, (_, n) => ({ ...bow, name: `Bow ${n}` }));
    expect(attackItemsOf({ items: many })).toHaveLength(MAX_ROW_ATTACK_CHOICES);
  });
});
