/**
 * `npm run preview`: a 13th Age fight's messages in the 280 px chat column (VARIANTS.md §13.1–§13.3
 * rows 7, 8, 9): the save-ends card (the real `saveEndsContent`), an orc's opportunity attack card
 * stamped at the movement second (the real card view and template), the drag ruler's engagement
 * and interception lines (the real label code, the foes drawn by the rules) and the grabbed
 * archer's refusal (a notification), the orc's hampered and confused reminder lines on its card
 * (the rules' keys), and a falling card (the real `fallContent`) with its GM's Undo. Every string
 * goes through the strict localiser: a missing key shows as the key.
 */
import { it, expect } from "vitest";
import { cardView, type Viewer } from "../../module/resolution/card-view";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { saveEndsContent, type SaveEndsCard } from "../../module/resolution/save-ends-clock";
import { fallContent } from "../../module/resolution/fall-content";
import { engagementLine, interceptLine } from "../../module/canvas/engagement";
import { movementLabel } from "../../module/canvas/label-context";
import { PRESETS, engagementIndex, entryCost, hexClass, leaveProvocations, moveLimits } from "../../module/rules";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { attackConditionNotes, attackRefusal } from "../../module/rules/resolution/condition-effects";
import { ENGAGEMENT_MEMORY } from "../../module/rules/combat/engagement";
import { memoryDefaults } from "../../module/rules/ruleset/memory";
import { fighter, item, options } from "../../tests/support/fighters";
import { foundryLocalize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

const A13 = resolveRuleset(PRESETS.a13);
const format = (key: string, data: Record<string, unknown> = {}) => foundryLocalize(key, data);
const escapeHTML = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const column = (items: string[]) => `<section id="chat" class="sidebar-tab chat-sidebar" style="width:280px;box-sizing:border-box"><ol class="chat-log" style="list-style:none;margin:0;padding:0">${items.join("\n")}</ol></section>`;

/** The save-ends card: saveEndsContent reads core's escapeHTML and game.i18n, given here as Foundry's (strict). */
function saveEndsCard(): string {
  const g = globalThis as Record<string, unknown>;
  g["foundry"] = { utils: { escapeHTML } };
  g["game"] = { i18n: { localize: (k: string) => foundryLocalize(k), format } };
  const card: SaveEndsCard = {
    actorUuid: "Actor.hero", combatId: "combat", combatantId: "hero", round: 2, second: 14,
    rows: [
      { effect: "Ongoing fire from the unusually long-named Flamecaller's Brand", difficulty: "normal", damage: 3, natural: 20, total: 20, target: 11, saved: true },
      { effect: "Poisoned", difficulty: "hard", damage: 5, natural: 9, total: 9, target: 16, saved: false },
    ],
    // What the Undo puts back (the button shows when the card recorded something).
    ledger: [],
    removed: [{ _id: "fire000000000001", name: "Ongoing fire from the unusually long-named Flamecaller's Brand" }],
  };
  const html = saveEndsContent(card, "Aelwen Starwhisper of the Long Name");
  return `<li class="chat-message message" data-part="save-ends"><div class="message-content">${html}</div></li>`;
}

/** A 25-ft fall at second 6 (GT-13), applied: the card with its Undo as the GM sees it. */
function fallCard(): string {
  const card = { actorUuid: "Actor.hero", tokenUuid: "Scene.s.Token.hero", feet: 25, dice: 2, faces: 6, stamp: { round: 2, second: 6 }, applied: true };
  const html = fallContent(card, "Aelwen Starwhisper of the Long Name", 7).replace(/<button type="button" data-er-apply-fall>.*?<\/button>/, "");
  return `<li class="chat-message message" data-part="fall"><div class="message-content">${html}</div></li>`;
}

/** The orc's opportunity attack: one basic melee attack card stamped at the second the hero left (GT-7). */
function opportunityCard(gm: boolean): string {
  const row: CardRow = {
    tokenUuid: "Scene.scene00000000001.Token.hero000000000000", actorUuid: "Actor.hero", name: "Aelwen Starwhisper of the Long Name", img: "", hidden: false, late: false,
    rollIndex: 0, outcome: "hit", natural: 15, total: 19, parts: [{ key: "ability.str", value: 3 }, { key: "level", value: 1 }], multiplier: 1, halvings: 0, deals: "damage",
  };
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: "Actor.orc", itemUuid: "Item.club000000000001", itemName: "Club", defence: "ac", attackParts: [{ key: "ability.str", value: 3 }, { key: "level", value: 1 }],
    untargeted: null, damage: { formula: "1d6 + 3", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false,
    stamp: { round: 2, second: 6, absolute: 26 }, offClock: false, knockOut: false, rows: [row], ledger: [],
    // The orc is hampered and confused: the rules' reminder keys, stored on the card.
    reminders: attackConditionNotes({ attacker: fighter({ conditions: ["hampered", "confused"] }), item: item(), options: options({}) }, A13).map((key) => ({ key })),
  };
  const viewer: Viewer = {
    isGM: gm, reveal: "observers", covers: { attack: [], save: [] }, observes: () => false, owns: () => !gm, defenceOf: () => 15, atZero: () => false,
    amountOf: () => 6, label: (k) => foundryLocalize(k), killsAtZero: () => false, descendingAc: () => null,
  };
  const totals: number[] = [];
  totals[1] = 6;
  const body = renderTemplate("templates/chat/attack-card.hbs", { title: `Orc: Club (${gm ? "GM" : "player"})`, view: cardView(flag, viewer, totals) });
  return `<li class="chat-message message" data-part="opportunity" data-viewer="${gm ? "gm" : "player"}"><div class="message-content"><div class="er-attack-card" data-er-attack-card>${body}</div></div></li>`;
}

/** The ruler's label leaving a hex next to two orcs (one stunned: it cannot attack), one ogre on the way. */
function rulerLabel(gm: boolean): string {
  const mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
  const stand = { terrain: "plains", steep: false } as const;
  const limits = moveLimits(mover, { kind: "phase", phase: 1 }, A13);
  const cls = hexClass(stand, mover, A13);
  const er = movementLabel({ hexes: 2, usedCost: 2 * entryCost(limits.table, cls), limits, stand, standClass: cls }, foundryLocalize);
  const hex = (q: number, r: number) => ({ q, r, s: -q - r });
  const tokens = [
    { id: "orcA", hex: hex(1, 0), disposition: -1, conditions: [], defeated: false },
    { id: "orcB", hex: hex(0, 1), disposition: -1, conditions: [], defeated: false },
    { id: "orcC", hex: hex(-1, 0), disposition: -1, conditions: ["stunned"], defeated: false },
  ];
  const index = engagementIndex({ mover: { id: "hero", disposition: 1 }, tokens }, A13);
  const memory = memoryDefaults(ENGAGEMENT_MEMORY);
  const drawn = leaveProvocations({ round: 2, second: 6, from: hex(0, 0), to: hex(0, -2), teleport: false, memory }, index, A13);
  const names = new Map([["orcA", "Orc of the Unusually Long Unbreakable Name"], ["orcB", "Orc B"], ["orcC", "Orc C"], ["ogre", "Ogre"]]);
  const engagement = [engagementLine(drawn, names, gm, format), interceptLine(["ogre"], names, gm, format)].filter((l) => l !== null).join(" · ");
  const html = renderTemplate("templates/canvas/waypoint-label.hbs", { cssClass: "", er: { ...er, engagement } });
  return `<figure class="er-preview-label" data-part="ruler" data-viewer="${gm ? "gm" : "player"}" data-drawn="${drawn.length}"><div class="er-preview-canvas">${html}</div></figure>`;
}

/** The grabbed archer's refusal, as `ui.notifications` shows it. */
function notices(): string {
  const bow = item({ kind: "ranged" });
  const grabbed = { attacker: fighter({ conditions: ["grabbed"] }), item: bow, options: options({}) };
  const refusal = attackRefusal(grabbed, A13);
  const li = (cls: string, text: string, part: string) => `<li class="notification ${cls}" data-part="${part}">${escapeHTML(text)}</li>`;
  const items = refusal ? [li("warning", format(`ER.Resolution.Refusal.${refusal}`, { name: "Aelwen Starwhisper" }), "refusal")] : [];
  return `<ol id="notifications" style="width:280px;box-sizing:border-box;list-style:none;margin:1rem 0 0;padding:0">${items.join("\n")}</ol>`;
}

it("writes the 13th Age fight preview", () => {
  const body = `
<style>
.er-preview-label { margin: 0 0 1rem; width: 280px; }
.er-preview-canvas { background: #2b3a2e; padding: 0.5rem; border-radius: 4px; color: #f0f0e0; }
#notifications .notification { margin: 0 0 0.5rem; padding: 0.5rem; border-radius: 4px; background: #222; color: #eee; }
</style>
${column([saveEndsCard(), opportunityCard(true), opportunityCard(false), fallCard()])}
${rulerLabel(true)}
${rulerLabel(false)}
${notices()}`;
  const file = writePreviewPage("fight-a13", "A 13th Age fight at 280 px: save ends, an opportunity attack, the engagement ruler lines, the grabbed refusal, the reminder lines, a fall", body);
  expect(file).toMatch(/fight-a13\.html$/);
});
