/**
 * `npm run preview`: the save card (RESOLUTION.md §7.1 "Spell with a save", R12) in the 280 px chat
 * column, under the book (a plain d20 against the DC) and OSE (each target's own save number), as
 * the GM sees it: one target saved, one failed, one not yet rolled. Built by the real view code
 * (module/resolution/save-view.ts); each row's number is the real save model's (planSave).
 */
import { it, expect } from "vitest";
import { saveCardView, type SaveViewer } from "../../module/resolution/save-view";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { PRESETS } from "../../module/rules";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { killsAtZero } from "../../module/rules/resolution/health";
import { planSave, saveReadsDc } from "../../module/rules/resolution/save";
import { saveRowAmount } from "../../module/rules/resolution/gm-scale";
import type { SaveEffect } from "../../module/rules/ruleset/points/resolution";
import { fighter } from "../../tests/support/fighters";
import { foundryLocalize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

const row = (name: string): CardRow => ({
  tokenUuid: `Scene.scene00000000001.Token.${name.padEnd(16, "0").slice(0, 16)}`, actorUuid: `Actor.${name}`, name, img: "", hidden: false, late: false,
  rollIndex: null, outcome: null, natural: null, total: null, parts: [], multiplier: 1, halvings: 0, deals: "damage",
});
const ROWS = [row("Grashk"), row("Aelwen"), row("Goblin")];

const CARDS: ReadonlyArray<{ id: "book" | "ose"; effect: SaveEffect }> = [
  { id: "book", effect: { kind: "flat", dc: 12, onSuccess: null } },
  { id: "ose", effect: { kind: "breath", dc: 12, onSuccess: null } },
];

it("writes the save card preview", () => {
  const totals: number[] = [];
  totals[0] = 7;
  const cards = CARDS.map(({ id, effect }) => {
    const ruleset = resolveRuleset(PRESETS[id]);
    const saver = fighter();
    const { target, onSuccess } = planSave(saver, effect, { cover: "none", advantage: false, disadvantage: false }, ruleset);
    const results = [
      { tokenUuid: ROWS[0]!.tokenUuid, natural: 14, total: 14, success: 14 >= target, onSuccess, playerCharacter: true },
      { tokenUuid: ROWS[1]!.tokenUuid, natural: 18, total: 18, success: 18 >= target, onSuccess, playerCharacter: true },
    ];
    const flag: AttackCardFlag = {
      v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.preview0000000002", itemName: "Flame Burst", defence: "ac", attackParts: [], untargeted: null,
      damage: { formula: "2d6", rollIndex: 0 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: { round: 1, second: 9, absolute: 9 }, offClock: false, knockOut: false,
      rows: ROWS, ledger: [],
      save: { effect, results },
    };
    const viewer: SaveViewer = {
      isGM: true, reveal: "observers", observes: () => false, owns: () => false, defenceOf: () => 12, atZero: () => false,
      // What the rules deal each row from the card's 7 (save.ts saveDamage through gm-scale.ts), nothing while unsaved.
      amountOf: (r) => {
        const result = results.find((x) => x.tokenUuid === r.tokenUuid);
        return result ? saveRowAmount(result, totals[0]!, "asJudged", ruleset) : 0;
      }, label: (k) => foundryLocalize(k), killsAtZero: () => killsAtZero(saver, ruleset),
      saveTargetOf: () => target, saveReadsDc: saveReadsDc(saver, effect, ruleset),
    };
    const body = renderTemplate("templates/chat/save-card.hbs", { title: `Flame Burst: Ysolde calls for a save (${id === "ose" ? "OSE" : "Book"})`, view: saveCardView(flag, viewer, totals) });
    return `<li class="chat-message message" data-model="${id}" data-viewer="gm"><div class="message-content"><div class="er-attack-card er-save-card" data-er-save-card>${body}</div></div></li>`;
  });
  const body = `<section id="chat" class="sidebar-tab chat-sidebar" style="width:280px;box-sizing:border-box"><ol class="chat-log" style="list-style:none;margin:0;padding:0">${cards.join("\n")}</ol></section>`;
  const file = writePreviewPage("chat-save-card", "Save card in the 280 px chat column: book and OSE, as the GM sees it", body);
  expect(file).toMatch(/chat-save-card\.html$/);
});
