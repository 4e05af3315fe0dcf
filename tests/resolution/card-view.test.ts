/** What each client shows of an attack card (RESOLUTION.md §7.2, R11; GXR-5). */
import { describe, expect, it } from "vitest";
import { cardView, type Viewer } from "../../module/resolution/card-view";
import { FLAG_VERSION, readCardFlag, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { foundryLocalize, localize, renderTemplate } from "../support/handlebars";

const goblinRow: CardRow = { tokenUuid: "Scene.scene00000000001.Token.tok0000000000001", actorUuid: "Actor.goblin0000000001", name: "Goblin", img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 14, total: 16, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
const hiddenRow: CardRow = { ...goblinRow, tokenUuid: "Scene.scene00000000001.Token.tok0000000000002", actorUuid: "Actor.lurker0000000001", name: "Lurker", hidden: true };

function flag(rows: CardRow[]): AttackCardFlag {
  return { v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null, damage: { formula: "1d8", rollIndex: 2 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: { round: 2, second: 13, absolute: 53 }, offClock: false, knockOut: false, rows, ledger: [] };
}

function viewer(over: Partial<Viewer>): Viewer {
  return { isGM: false, reveal: "observers", observes: () => false, owns: () => false, defenceOf: () => 15, atZero: () => false, amountOf: () => 5, label: (k) => foundryLocalize(k), ...over };
}

describe("GXR-5 who sees the defence and the hidden rows", () => {
  it("GXR-5 a player without OBSERVER on the goblin sees 'hit' and no number", () => {
    const view = cardView(flag([goblinRow]), viewer({}));
    expect(view.rows[0]!.outcomeLabel).toBe("hit");
    expect(view.rows[0]!.defence).toBeNull();
  });

  it("GXR-5 under revealDefences = all the player sees 'vs AC 15'; the GM always; an observer under the default", () => {
    expect(cardView(flag([goblinRow]), viewer({ reveal: "all" })).rows[0]!.defence).toBe("AC 15");
    expect(cardView(flag([goblinRow]), viewer({ isGM: true, reveal: "gm" })).rows[0]!.defence).toBe("AC 15");
    expect(cardView(flag([goblinRow]), viewer({ observes: () => true })).rows[0]!.defence).toBe("AC 15");
    expect(cardView(flag([goblinRow]), viewer({ observes: () => true, reveal: "gm" })).rows[0]!.defence).toBeNull();
  });

  it("GXR-5 a target hidden at roll time: the player gets '1 unseen target', the GM the row", () => {
    const player = cardView(flag([goblinRow, hiddenRow]), viewer({ label: (k) => localize(k) }));
    expect(player.rows.map((r) => r.name)).toEqual(["Goblin"]);
    expect(player.unseenLabel).toBe("1 unseen target");
    const lurker2 = { ...hiddenRow, tokenUuid: "Scene.scene00000000001.Token.tok0000000000003" };
    expect(cardView(flag([goblinRow, hiddenRow, lurker2]), viewer({ label: (k) => localize(k) })).unseenLabel).toBe("2 unseen targets");
    // The user's language's plural rules choose the form (Intl.PluralRules#select), not the English "s".
    expect(cardView(flag([goblinRow, hiddenRow, lurker2]), viewer({ label: (k) => k, plural: () => "few" })).unseenLabel).toBe("ER.Resolution.Card.Unseen.few");
    const gm = cardView(flag([goblinRow, hiddenRow]), viewer({ isGM: true }));
    expect(gm.rows.map((r) => r.name)).toEqual(["Goblin", "Lurker"]);
    expect(gm.unseenLabel).toBeNull();
  });

  it("buttons follow authority: none for a player on a goblin it does not own; Apply and Heal on its own; the GM's extra ops", () => {
    expect(cardView(flag([goblinRow]), viewer({})).rows[0]!.buttons).toEqual([]);
    expect(cardView(flag([goblinRow]), viewer({ owns: () => true })).rows[0]!.buttons.map((b) => b.op)).toEqual(["apply", "heal"]);
    expect(cardView(flag([goblinRow]), viewer({ isGM: true, atZero: () => true, killsAtZero: () => true })).rows[0]!.buttons.map((b) => b.op)).toEqual(["apply", "heal", "half", "double", "knockOut", "markDead"]);
  });

  it("the template renders a player's row without the defence and a GM's with it, and the stamp", async () => {
    const html = await renderTemplate("systems/enchanted-realms/templates/chat/attack-card.hbs", { title: "Sword", view: cardView(flag([goblinRow, hiddenRow]), viewer({ label: (k) => k })) });
    expect(html).toContain("Goblin");
    expect(html).not.toContain("Lurker");
    expect(html).not.toMatch(/vs\s/);
    expect(html).toContain("Lands at round 2, second 13");
    expect(html).not.toContain("2:13");
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

describe("what the card's buttons mean (RB-8, R13-7)", () => {
  const ops = (row: CardRow, over: Partial<Viewer> = {}) => cardView(flag([row]), viewer({ isGM: true, ...over })).rows[0]!.buttons.map((b) => b.op);

  it("Heal only on a row that lands (hit, crit, auto, a late row), never on a miss, a fumble or out of range", () => {
    for (const outcome of ["hit", "crit", "auto"] as const) expect(ops({ ...goblinRow, outcome }), outcome).toContain("heal");
    expect(ops({ ...goblinRow, outcome: null, late: true })).toContain("heal");
    for (const outcome of ["miss", "fumble", "outOfRange", "cannotBeHit"] as const) expect(ops({ ...goblinRow, outcome, deals: "none" }, { amountOf: () => 0 }), outcome).not.toContain("heal");
    // 13A's miss damage: the row deals its miss damage (Apply), but a miss heals nothing.
    expect(ops({ ...goblinRow, outcome: "miss", deals: "missDamage" })).toEqual(["apply", "half", "double"]);
  });

  it("Knock out only where the model would kill the target at 0 (13A creatures), not under the book's unconscious", () => {
    expect(ops(goblinRow)).not.toContain("knockOut");
    expect(ops(goblinRow, { killsAtZero: () => false })).not.toContain("knockOut");
    expect(ops(goblinRow, { killsAtZero: (uuid) => uuid === goblinRow.actorUuid })).toContain("knockOut");
  });
});

describe("the card prints each part once and labels its numbers (R18)", () => {
  const parts = [{ key: "ability.dex", value: 0 }, { key: "level", value: 1 }];
  const withParts = (rows: CardRow[]): AttackCardFlag => ({ ...flag(rows), attackParts: parts });

  it("the attacker's parts in the header only; a row keeps the target's own parts (range, cover)", () => {
    const row = { ...goblinRow, parts: [...parts, { key: "range", value: 1 }] };
    const view = cardView(withParts([row, { ...goblinRow, tokenUuid: "Scene.scene00000000001.Token.tok0000000000009", parts: [...parts] }]), viewer({ label: (k) => localize(k) }));
    expect(view.attackParts.map((p) => `${p.label} ${p.value}`)).toEqual(["DEX +0", "Level +1"]);
    expect(view.rows.map((r) => r.parts.map((p) => `${p.label} ${p.value}`))).toEqual([["Range +1"], []]);
  });

  it("a row whose parts do not start with the attacker's shows them all (nothing dropped)", () => {
    const row = { ...goblinRow, parts: [{ key: "cover", value: -2 }] };
    expect(cardView(withParts([row]), viewer({})).rows[0]!.parts.map((p) => p.value)).toEqual(["−2"]);
  });

  it("the rendered row says what each number is: total, d20, what Apply would take; after Apply only what was applied", async () => {
    const render = async (f: AttackCardFlag) => (await renderTemplate("templates/chat/attack-card.hbs", { title: "Bow", view: cardView(f, viewer({ isGM: true, label: (k) => localize(k) })) })).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    const text = await render(flag([goblinRow]));
    expect(text).toContain("total 16 (d20 14 )");
    expect(text).toContain("takes 5");
    expect(text).not.toContain("−5");
    const applied = { ...flag([goblinRow]), ledger: [{ tokenUuid: goblinRow.tokenUuid, op: "apply" as const, amount: 5, before: { health: { value: 9, max: 9, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } }, after: { health: { value: 4, max: 9, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } }, add: [], remove: [], dead: false, undone: false }] };
    const after = await render(applied);
    expect(after).toContain("applied −5");
    expect(after).not.toContain("takes 5");
  });

  it("OSE's 'auto' reads as words", () => {
    expect(cardView(flag([{ ...goblinRow, outcome: "auto" }]), viewer({ label: (k) => localize(k) })).rows[0]!.outcomeLabel).toBe("automatic hit");
  });
});

describe("the OSE card speaks one AC scale (003:L898, L1092, RO-2)", () => {
  const ose = (row: Partial<CardRow>, over: Partial<Viewer> = {}) =>
    cardView(flag([{ ...goblinRow, ...row }]), viewer({ isGM: true, label: (k) => localize(k), descendingAc: (aac) => 19 - aac, ...over })).rows[0]!;

  it("the target's AC reads descending with the ascending in brackets beside 'hits AC'", () => {
    const row = ose({ hitsAc: 7, natural: 12, total: 12, outcome: "miss" });
    expect(row.defence).toBe("AC 4 [15]");
    expect(row.hitsAc).toBe("hits AC 7");
  });

  it("with one scale only (the book, OSE ascending) the defence is the plain number", () => {
    expect(ose({}, { descendingAc: () => null }).defence).toBe("AC 15");
    expect(ose({}, { descendingAc: undefined }).defence).toBe("AC 15");
  });

  it("a natural 1 reads 'Attack fails' instead of an AC", () => {
    expect(ose({ hitsAc: "none", natural: 1, total: 2, outcome: "miss" }).hitsAc).toBe("Attack fails");
    expect(ose({ hitsAc: 8, natural: 11, total: 11, outcome: "miss" }).hitsAc).toBe("hits AC 8");
  });
});

describe("G13C-9 the attacker's condition reminders as card lines", () => {
  const label = (k: string) => localize(k);
  it("show on the card for the GM and a player; a hidden row stays out of the player's", async () => {
    const f: AttackCardFlag = { ...flag([goblinRow, hiddenRow]), reminders: [{ key: "hampered" }, { key: "confused" }] };
    for (const isGM of [true, false]) {
      const html = (await renderTemplate("templates/chat/attack-card.hbs", { title: "Sword", view: cardView(f, viewer({ isGM, label })) })).replace(/<[^>]+>/g, " ");
      expect(html).toContain("Hampered: only basic attacks.");
      expect(html).toContain("Confused: no opportunity attacks");
      expect(html.includes("Lurker")).toBe(isGM);
    }
  });

  it("an older card without the line reads and shows none; a line is a key and whole-number parameters, never text", () => {
    const old = JSON.parse(JSON.stringify(flag([goblinRow]))) as Record<string, unknown>;
    expect(readCardFlag(old)).not.toBeNull();
    expect(cardView(readCardFlag(old)!, viewer({ label })).reminders).toEqual([]);
    expect(readCardFlag({ ...old, reminders: [{ key: "hampered", params: { n: 2 } }] })?.reminders).toEqual([{ key: "hampered", params: { n: 2 } }]);
    expect(readCardFlag({ ...old, reminders: [{ key: "<b>you are dead</b>" }] })).toBeNull();
    expect(readCardFlag({ ...old, reminders: [{ key: "hampered", params: { name: "<img src=x>" } }] })).toBeNull();
    expect(readCardFlag({ ...old, reminders: Array.from({ length: 9 }, () => ({ key: "hampered" })) })).toBeNull();
    expect(cardView({ ...flag([goblinRow]), reminders: [{ key: "x", params: { n: 3 } }] }, viewer({ label: () => "at {n}" })).reminders).toEqual(["at 3"]);
  });
});

