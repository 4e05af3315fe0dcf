/**
 * `npm run preview`: the attack card (RESOLUTION.md §7.1, §7.2) in the 280 px chat column, for the
 * book and for each model's outcomes (13th Age crit, fumble and miss damage; OSE auto hit and out of
 * range, the AC a roll hits; OSR proficiency and cover parts; the A5E preset's book attack with an applied row), as the GM and as a player without OBSERVER on the targets sees it.
 * Built by the real view code (module/resolution/card-view.ts) from recorded flags.
 */
import { it, expect } from "vitest";
import { cardView, type Viewer } from "../../module/resolution/card-view";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { foundryLocalize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";
import { PRESETS } from "../../module/rules";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { killsAtZero } from "../../module/rules/resolution/health";
import { shownAc } from "../../module/rules/resolution/models";
import type { PresetId } from "../../module/rules/ruleset/types";
import { fighter } from "../../tests/support/fighters";

const row = (name: string, over: Partial<CardRow>): CardRow => ({
  tokenUuid: `Scene.scene00000000001.Token.${name.padEnd(16, "0").slice(0, 16)}`, actorUuid: `Actor.${name}`, name, img: "", hidden: false, late: false,
  rollIndex: 0, outcome: "hit", natural: 12, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage", ...over,
});

/** As the pipeline records them (rules/resolution/attack.ts judgeAttack): every row's parts start with the attacker's. */
function flag(rows: CardRow[], over: Partial<AttackCardFlag> = {}): AttackCardFlag {
  const head = over.attackParts ?? [];
  rows = rows.map((r) => ({ ...r, parts: [...head, ...r.parts] }));
  return {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.preview0000000001", itemName: "Longsword", defence: "ac", attackParts: [],
    untargeted: null, damage: { formula: "1d8 + 2", rollIndex: 9 }, missDamage: null, damageParts: [], minimumOnHit: false,
    stamp: { round: 2, second: 13, absolute: 53 }, offClock: false, knockOut: false, rows, ledger: [], ...over,
  };
}

/** The defences the preview's targets have; the player's view must not show them (R11). */
export const PREVIEW_DEFENCES: Readonly<Record<string, number>> = { "Actor.Goblin": 15, "Actor.OgreOfTheUnusuallyLongUnbreakableNameXYZ": 17, "Actor.Lurker": 19, "Actor.Bandit": 13, "Actor.Wolf": 15, "Actor.Mastiff": 14 };

/** The models' cards: each a flag and the damage totals by roll index. */
export const MODEL_CARDS: ReadonlyArray<{ id: string; title: string; flag: AttackCardFlag }> = [
  { id: "book", title: "Book", flag: flag([row("Goblin", {}), row("OgreOfTheUnusuallyLongUnbreakableNameXYZ", { outcome: "miss", total: 11, deals: "none" }), row("Lurker", { hidden: true })]) },
  {
    id: "a13", title: "13th Age",
    flag: flag([row("Goblin", { outcome: "crit", natural: 20, total: 27, multiplier: 2 }), row("Bandit", { outcome: "miss", natural: 7, total: 12, deals: "missDamage" }), row("OgreOfTheUnusuallyLongUnbreakableNameXYZ", { outcome: "fumble", natural: 1, total: 6, deals: "none" })],
      { attackParts: [{ key: "ability.str", value: 3 }, { key: "level", value: 2 }, { key: "escalation", value: 2 }], missDamage: { formula: "@level", rollIndex: 10 } }),
  },
  {
    id: "ose", title: "OSE",
    flag: flag([
      row("Goblin", { outcome: "auto", natural: null, total: null, rollIndex: null }),
      row("Bandit", { outcome: "outOfRange", natural: null, total: null, rollIndex: null, deals: "none" }),
      row("OgreOfTheUnusuallyLongUnbreakableNameXYZ", { natural: 14, total: 15, hitsAc: 2, parts: [{ key: "range", value: 1 }] }),
      row("Wolf", { outcome: "miss", natural: 13, total: 12, hitsAc: 7, deals: "none" }),
      row("Mastiff", { outcome: "miss", natural: 1, total: 0, hitsAc: "none", deals: "none" }),
    ], { minimumOnHit: true, attackParts: [{ key: "ability.dex", value: -1 }], offClock: true }),
  },
  { id: "osr", title: "OSR", flag: flag([row("Goblin", { parts: [{ key: "cover", value: -2 }] })], { attackParts: [{ key: "ability.dex", value: 2 }, { key: "proficiency", value: 2 }] }) },
  // The A5E preset changes saves and cover only: its attack card is the book's, with a situational part and a row that was already applied.
  {
    id: "a5e", title: "Level Up A5E",
    flag: flag([row("Bandit", { total: 14 }), row("OgreOfTheUnusuallyLongUnbreakableNameXYZ", { outcome: "miss", total: 9, deals: "none" })], {
      attackParts: [{ key: "situational", value: 2 }],
      ledger: [{ tokenUuid: row("Bandit", {}).tokenUuid, op: "apply", amount: 7, before: { health: { value: 9, max: 9, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } }, after: { health: { value: 2, max: 9, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } }, add: [], remove: [], dead: false, undone: false }],
    }),
  },
];

/** As Foundry shows it: a key with no string shows as the key (the browser test looks for none). */
const label = (key: string): string => foundryLocalize(key);

/** The cover choices the OSE and A5E presets offer on a row (rules/modules/resolution/cover.ts). */
const COVERS: Readonly<Record<string, readonly string[]>> = { ose: ["none", "partial1", "partial2", "partial3", "partial4", "total"], a5e: ["none", "half", "threeQuarters", "total"] };

/** The preset's resolved rules: Knock out where its `zeroHealth` kills a creature at 0, the AC scale its attack model shows. */
function rulesOf(model: string) {
  const ruleset = resolveRuleset(PRESETS[model as PresetId] ?? PRESETS.book);
  const creature = fighter({ kind: "creature", playerCharacter: false });
  return { kills: killsAtZero(creature, ruleset), shownAc: (aac: number) => shownAc(aac, ruleset) };
}

function viewer(isGM: boolean, model = ""): Viewer {
  return {
    isGM, reveal: "observers", covers: { attack: COVERS[model] ?? [], save: [] }, observes: () => false, owns: (uuid) => uuid === "Actor.Bandit", defenceOf: (uuid) => PREVIEW_DEFENCES[uuid] ?? null, atZero: (uuid) => uuid === "Actor.Goblin",
    // 13A's miss damage here is @level = 2 (the card's miss-damage roll); a hit the card's 7, doubled on a crit.
    amountOf: (r) => (r.deals === "none" ? 0 : r.deals === "missDamage" ? 2 : 7 * r.multiplier), label,
    killsAtZero: () => rulesOf(model).kills,
    descendingAc: (aac) => {
      const shown = rulesOf(model).shownAc(aac);
      return shown === aac ? null : shown;
    },
  };
}

it("writes the attack card preview", () => {
  const totals: number[] = [];
  totals[9] = 7;
  totals[10] = 2;
  const cards = MODEL_CARDS.flatMap(({ id, title, flag: f }) =>
    [true, false].map((gm) => {
      const body = renderTemplate("templates/chat/attack-card.hbs", { title: `${title}: Longsword (${gm ? "GM" : "player"})`, view: cardView(f, viewer(gm, id), totals) });
      return `<li class="chat-message message" data-model="${id}" data-viewer="${gm ? "gm" : "player"}"><div class="message-content"><div class="er-attack-card" data-er-attack-card>${body}</div></div></li>`;
    }),
  );
  const body = `<section id="chat" class="sidebar-tab chat-sidebar" style="width:280px;box-sizing:border-box"><ol class="chat-log" style="list-style:none;margin:0;padding:0">${cards.join("\n")}</ol></section>`;
  const file = writePreviewPage("chat-attack-card", "Attack card in the 280 px chat column: book, 13th Age, OSE, OSR, A5E; GM and player", body);
  expect(file).toMatch(/chat-attack-card\.html$/);
});
