/** What each client shows of an attack card (RESOLUTION.md §7.2, R11; GXR-5). */
import { describe, expect, it } from "vitest";
import { cardView, type Viewer } from "../../module/resolution/card-view";
import { FLAG_VERSION, readCardFlag, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { renderTemplate } from "../support/handlebars";

const goblinRow: CardRow = { tokenUuid: "Scene.scene00000000001.Token.tok0000000000001", actorUuid: "Actor.goblin0000000001", name: "Goblin", img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 14, total: 16, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
const hiddenRow: CardRow = { ...goblinRow, tokenUuid: "Scene.scene00000000001.Token.tok0000000000002", actorUuid: "Actor.lurker0000000001", name: "Lurker", hidden: true };

function flag(rows: CardRow[]): AttackCardFlag {
  return { v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null, damage: { formula: "1d8", rollIndex: 2 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: { round: 2, second: 13, absolute: 53 }, offClock: false, knockOut: false, rows, ledger: [] };
}

function viewer(over: Partial<Viewer>): Viewer {
  return { isGM: false, reveal: "observers", observes: () => false, owns: () => false, defenceOf: () => 15, atZero: () => false, amountOf: () => 5, label: (k) => k.split(".").at(-1)!, ...over };
}

describe("GXR-5 who sees the defence and the hidden rows", () => {
  it("GXR-5 a player without OBSERVER on the goblin sees 'hit' and no number", () => {
    const view = cardView(flag([goblinRow]), viewer({}));
    expect(view.rows[0]!.outcomeLabel).toBe("hit");
    expect(view.rows[0]!.defence).toBeNull();
  });

  it("GXR-5 under revealDefences = all the player sees 'vs AC 15'; the GM always; an observer under the default", () => {
    expect(cardView(flag([goblinRow]), viewer({ reveal: "all" })).rows[0]!.defence).toBe("ac 15");
    expect(cardView(flag([goblinRow]), viewer({ isGM: true, reveal: "gm" })).rows[0]!.defence).toBe("ac 15");
    expect(cardView(flag([goblinRow]), viewer({ observes: () => true })).rows[0]!.defence).toBe("ac 15");
    expect(cardView(flag([goblinRow]), viewer({ observes: () => true, reveal: "gm" })).rows[0]!.defence).toBeNull();
  });

  it("GXR-5 a target hidden at roll time: the player gets '1 unseen target', the GM the row", () => {
    const player = cardView(flag([goblinRow, hiddenRow]), viewer({ label: (k) => (k.endsWith("Unseen") ? "{count} unseen target(s)" : k) }));
    expect(player.rows.map((r) => r.name)).toEqual(["Goblin"]);
    expect(player.unseenLabel).toBe("1 unseen target(s)");
    const gm = cardView(flag([goblinRow, hiddenRow]), viewer({ isGM: true }));
    expect(gm.rows.map((r) => r.name)).toEqual(["Goblin", "Lurker"]);
    expect(gm.unseenLabel).toBeNull();
  });

  it("buttons follow authority: none for a player on a goblin it does not own; Apply and Heal on its own; the GM's extra ops", () => {
    expect(cardView(flag([goblinRow]), viewer({})).rows[0]!.buttons).toEqual([]);
    expect(cardView(flag([goblinRow]), viewer({ owns: () => true })).rows[0]!.buttons.map((b) => b.op)).toEqual(["apply", "heal"]);
    expect(cardView(flag([goblinRow]), viewer({ isGM: true, atZero: () => true })).rows[0]!.buttons.map((b) => b.op)).toEqual(["apply", "heal", "half", "double", "knockOut", "markDead"]);
  });

  it("the template renders a player's row without the defence and a GM's with it, and the stamp", async () => {
    const html = await renderTemplate("systems/enchanted-realms/templates/chat/attack-card.hbs", { title: "Sword", view: cardView(flag([goblinRow, hiddenRow]), viewer({ label: (k) => k })) });
    expect(html).toContain("Goblin");
    expect(html).not.toContain("Lurker");
    expect(html).not.toMatch(/vs\s/);
    expect(html).toContain("2:13");
    const gm = await renderTemplate("systems/enchanted-realms/templates/chat/attack-card.hbs", { title: "Sword", view: cardView(flag([goblinRow, hiddenRow]), viewer({ isGM: true, label: (k) => k })) });
    expect(gm).toContain("Lurker");
    expect(gm).toMatch(/vs ER\.Resolution\.Defence\.ac 15/);
  });
});

describe("the AC a roll hits (OSE matrix, 003:L932)", () => {
  const label = (k: string) => ({ "ER.Resolution.HitsAc": "hits AC {ac}", "ER.Resolution.HitsAnyAc": "hits any AC", "ER.Resolution.HitsNoAc": "hits no AC" })[k] ?? k;

  it("a row that records it shows 'hits AC 2' to the GM and the player alike; 'any' and 'none' have their own words", () => {
    const rows: CardRow[] = [{ ...goblinRow, hitsAc: 2 }, { ...goblinRow, tokenUuid: "Scene.scene00000000001.Token.tok0000000000003", hitsAc: "any" }, { ...goblinRow, tokenUuid: "Scene.scene00000000001.Token.tok0000000000004", hitsAc: "none" }];
    for (const isGM of [true, false]) expect(cardView(flag(rows), viewer({ isGM, label })).rows.map((r) => r.hitsAc)).toEqual(["hits AC 2", "hits any AC", "hits no AC"]);
    expect(cardView(flag([goblinRow]), viewer({ label })).rows[0]!.hitsAc).toBeNull();
  });

  it("the template shows it on the row", async () => {
    const html = await renderTemplate("systems/enchanted-realms/templates/chat/attack-card.hbs", { title: "Sword", view: cardView(flag([{ ...goblinRow, hitsAc: 2 }]), viewer({ label })) });
    expect(html).toMatch(/class="er-attack-hits-ac">hits AC 2</);
  });

  it("the flag reader keeps a recorded number or word, reads an older row without it, and refuses anything else", () => {
    const stored = (hitsAc: unknown) => readCardFlag({ ...flag([{ ...goblinRow, hitsAc } as CardRow]) });
    expect(stored(2)!.rows[0]!.hitsAc).toBe(2);
    expect(stored("any")!.rows[0]!.hitsAc).toBe("any");
    expect(readCardFlag(flag([goblinRow]))!.rows[0]!.hitsAc).toBeUndefined();
    expect(stored("<b>")).toBeNull();
    expect(stored(2.5)).toBeNull();
  });
});
