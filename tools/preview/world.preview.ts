/**
 * `npm run preview`: the World's turn (VARIANTS.md §6.9, row 43) at 280 px: the combat tracker at
 * round 2, second 1 with the World entry above second 1's movement phase, as the GM sees it (a
 * hidden action, the use buttons) and as a player sees it (neither); and the round card's recharge
 * d6 (the public card, and the GMs' card of a hidden action). Built by the real context code and
 * templates; every string goes through the strict localiser (a missing key shows as the key).
 */
import { it, expect } from "vitest";
import { buildTrackerContext } from "../../module/combat/tracker-context";
import { worldRechargeHtml, worldTrackerContext } from "../../module/combat/world";
import { PRESETS, type WorldState } from "../../module/rules";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { FIGHT, PARTS_LABELS } from "../../tests/combat/fixture";
import { foundryLocalize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

const A5E = resolveRuleset(PRESETS.a5e);
const escapeHTML = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const WORLD: WorldState = {
  usedRound: 1,
  actions: [
    { id: "flame", name: "Flame Burst", recharge: 4, spent: true, hidden: false },
    { id: "heat", name: "Sweltering Heat of the Unusually Long-Named Caldera", recharge: 0, spent: false, hidden: false },
    { id: "leech", name: "Leeches", recharge: 6, spent: false, hidden: true },
  ],
};

function tracker(gm: boolean): string {
  const input = { ...FIGHT, clock: { round: 2, second: 1 } };
  const erWorld = worldTrackerContext({ ruleset: A5E, system: { world: WORLD }, now: input.clock, isGM: gm });
  const html = renderTemplate("templates/combat/tracker.hbs", { er: buildTrackerContext(input, PARTS_LABELS), erWorld, user: { isGM: gm } });
  return `<div id="combat" class="sidebar-tab combat-sidebar" data-part="tracker" data-viewer="${gm ? "gm" : "player"}" style="width:280px;box-sizing:border-box">${html}</div>`;
}

function roundCards(): string {
  const g = globalThis as Record<string, unknown>;
  g["foundry"] = { utils: { escapeHTML } };
  g["game"] = { i18n: { localize: (k: string) => foundryLocalize(k), format: (k: string, d: Record<string, unknown>) => foundryLocalize(k, d) } };
  const pub = worldRechargeHtml([{ id: "flame", name: "Flame Burst", recharge: 4, roll: 4, regained: true }]);
  const gm = worldRechargeHtml([{ id: "leech", name: "Leeches", recharge: 6, roll: 3, regained: false }]);
  const li = (part: string, viewer: string, html: string) => `<li class="chat-message message" data-part="${part}" data-viewer="${viewer}"><div class="message-content">${html}</div></li>`;
  return `<section id="chat" class="sidebar-tab chat-sidebar" style="width:280px;box-sizing:border-box"><ol class="chat-log" style="list-style:none;margin:0;padding:0">${li("round-card", "player", pub)}${li("round-card", "gm", gm)}</ol></section>`;
}

it("writes the World's turn preview", () => {
  const body = `${tracker(true)}\n${tracker(false)}\n${roundCards()}`;
  const file = writePreviewPage("world", "The World's turn at 280 px: the tracker at second 1 and the round card's recharge d6", body);
  expect(file).toMatch(/world\.html$/);
});
