/**
 * `npm run preview`: mounted combat at 280 px (VARIANTS.md §13.3 row 41): the tracker menu's
 * "Mount (½ round)" and "Dismount (½ round)" entries (the module's commands, their labels and
 * icons), the GM's refusals as the notifications say them, the ruler's lines (the rider's own drag
 * refused while mounted; the horse's label after its rider mounted this phase: the real plans and
 * label code) and an attack card whose row carries the rider's half cover against melee (the real
 * card view and template). Every string goes through the strict localiser: a missing key shows as the key.
 */
import { it, expect } from "vitest";
import { cardView, type Viewer } from "../../module/resolution/card-view";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { moveNotification, movementLabel } from "../../module/canvas/label-context";
import { NO_VARIANT_MEMORY, PRESETS, combatantCommandsOf, coverChoices, entryCost, hexClass, movePlanOf, roundCostRecordOf, riderCover, toAbsolute, type MovePlanInput } from "../../module/rules";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { foundryLocalize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

const A5E = resolveRuleset(PRESETS.a5e);
const format = (key: string, data: Record<string, unknown> = {}) => foundryLocalize(key, data);
const escapeHTML = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const column = (items: string[]) => `<section id="chat" class="sidebar-tab chat-sidebar" style="width:280px;box-sizing:border-box"><ol class="chat-log" style="list-style:none;margin:0;padding:0">${items.join("\n")}</ol></section>`;
const input = (speed: number, second: number, over: Partial<MovePlanInput> = {}): MovePlanInput => ({
  gridType: 2, profile: { speed, adaptation: {}, sureFooted: speed > 12, encumbranceSteps: 0, immobile: false }, conditions: [],
  combat: { id: "combat0000000001", started: true, absolute: toAbsolute({ round: 2, second }) }, memory: { ...NO_VARIANT_MEMORY }, doubleMoveRound: undefined, stoodUp: undefined, ...over,
});

/** The tracker menu's mount commands, as the module declares them. */
function commands(): string {
  const mine = combatantCommandsOf(A5E).filter((c) => c.operation.kind === "mount" || c.operation.kind === "dismount");
  const items = mine.map((c) => `<li class="context-item" data-part="command" data-command="${c.operation.kind}"><i class="${c.icon}"></i> ${escapeHTML(format(c.labelKey))}</li>`);
  return `<nav id="context-menu" style="width:280px;box-sizing:border-box"><ol class="context-items" style="list-style:none;margin:0;padding:0">${items.join("\n")}</ol></nav>`;
}

/** The GM's refusals, and the rider's own drag refused while it rides. */
function notices(): string {
  const li = (cls: string, text: string, part: string) => `<li class="notification ${cls}" data-part="${part}">${escapeHTML(text)}</li>`;
  const refused = moveNotification({ outcome: "refuse", reason: { code: "forfeit", forfeit: "mounted" } }, "Brannoc the Unusually Long-Named Rider", (k) => foundryLocalize(k), format);
  const items = [
    li("warning", format("ER.Movement.Mount.Refused.tooBig"), "refusal"),
    li("warning", format("ER.Movement.Mount.Refused.onceARound"), "refusal"),
    li("warning", format("ER.Movement.Mount.NoTarget"), "refusal"),
    ...(refused ? [li("error", refused.message, "rider-move")] : []),
  ];
  return `<ol id="notifications" style="width:280px;box-sizing:border-box;list-style:none;margin:1rem 0 0;padding:0">${items.join("\n")}</ol>`;
}

/** The horse's ruler label in phase 2 once its rider mounted at phase 1 (they share the phase's movement, GA-R1). */
function rulerLabel(): string {
  const record = roundCostRecordOf(input(12, 1), { spentUnits: 0, kind: "mount" }, A5E);
  const plan = movePlanOf(input(20, 6, { riderMountCost: record }), A5E)!;
  const stand = { terrain: "hills", steep: false } as const;
  const cls = hexClass(stand, plan.mover, A5E);
  const er = movementLabel({ hexes: 1, usedCost: plan.spentOffset + entryCost(plan.limits.table, cls), limits: plan.limits, stand, standClass: cls }, foundryLocalize);
  const html = renderTemplate("templates/canvas/waypoint-label.hbs", { cssClass: "", er });
  return `<figure class="er-preview-label" data-part="ruler" data-offset="${plan.spentOffset}"><div class="er-preview-canvas">${html}</div></figure>`;
}

/** A sword's attack on a mounted rider: the GM's row shows the rider's half cover (GA-R6). */
function attackCard(): string {
  const cover = riderCover({ mounted: true, melee: true, cover: "none" }, A5E);
  const row: CardRow = {
    tokenUuid: "Scene.scene00000000001.Token.rider00000000000", actorUuid: "Actor.rider", name: "Brannoc the Unusually Long-Named Rider", img: "", hidden: false, late: false,
    rollIndex: 0, outcome: "miss", natural: 12, total: 15, parts: [{ key: "ability.str", value: 3 }], multiplier: 1, halvings: 0, deals: "none", cover,
  };
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: "Actor.orc", itemUuid: "Item.sword00000000001", itemName: "Sword", defence: "ac", attackParts: [{ key: "ability.str", value: 3 }],
    untargeted: null, damage: { formula: "1d8 + 3", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false,
    stamp: { round: 2, second: 9, absolute: 49 }, offClock: false, knockOut: false, rows: [row], ledger: [],
  };
  const viewer: Viewer = {
    isGM: true, reveal: "observers", covers: { attack: [...coverChoices(A5E)], save: [] }, observes: () => false, owns: () => false, defenceOf: () => 16, atZero: () => false,
    amountOf: () => 0, label: (k) => foundryLocalize(k), killsAtZero: () => false, descendingAc: () => null,
  };
  const totals: number[] = [];
  totals[1] = 7;
  const body = renderTemplate("templates/chat/attack-card.hbs", { title: "Orc: Sword (GM)", view: cardView(flag, viewer, totals) });
  return `<li class="chat-message message" data-part="card"><div class="message-content"><div class="er-attack-card" data-er-attack-card>${body}</div></div></li>`;
}

it("writes the mounted combat preview", () => {
  const body = `
<style>
.er-preview-label { margin: 0 0 1rem; width: 280px; }
.er-preview-canvas { background: #2b3a2e; padding: 0.5rem; border-radius: 4px; color: #f0f0e0; }
#context-menu .context-item { padding: 0.25rem 0.5rem; background: #222; color: #eee; }
#notifications .notification { margin: 0 0 0.5rem; padding: 0.5rem; border-radius: 4px; background: #222; color: #eee; }
</style>
${commands()}
${column([attackCard()])}
${rulerLabel()}
${notices()}`;
  const file = writePreviewPage("mounted", "Mounted combat at 280 px: the mount commands, the ruler lines, the rider's half cover on the card, the refusals", body);
  expect(file).toMatch(/mounted\.html$/);
});
