/**
 * `npm run preview`: the combat tracker at a movement second (round 2, second 6) with a spilled
 * great-axe swing, a long spell from round 1, a tie in tie-break order and held speech; the second
 * marker; and the round card. Built by the real context code from the test fixture.
 */
import { it, expect } from "vitest";
import { buildTrackerContext } from "../../module/combat/tracker-context";
import { markerContext } from "../../module/combat/marker-context";
import { roundCardContext } from "../../module/combat/translate";
import { BOOK_RULESET, NO_ACTION, planAction, planRoundTransition, withCasting } from "../../module/rules";
import { FIGHT, PARTS_LABELS } from "../../tests/combat/fixture";
import { renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

it("writes the combat preview", () => {
  const tracker = renderTemplate("templates/combat/tracker.hbs", { er: buildTrackerContext(FIGHT, PARTS_LABELS) });
  const marker = renderTemplate("templates/combat/marker.hbs", markerContext(FIGHT.clock, true));
  const parts = { quickness: -1, weapon: 2, encumbrance: 0, other: 0 };
  const plan = planRoundTransition({
    round: 2,
    combatants: [
      { state: { id: "brakka", action: planAction(1, 23), tieBreak: 0, conditions: [], defeated: false }, name: "Brakka", hidden: false, parts },
      { state: { id: "ysolde", action: withCasting(planAction(1, 14), 12), tieBreak: 0, conditions: [], defeated: false }, name: "Ysolde", hidden: false, parts },
      { state: { id: "gobA", action: NO_ACTION, tieBreak: 0, conditions: [], defeated: false }, name: "Goblin A", hidden: true, parts },
      { state: { id: "elda", action: planAction(1, 5), tieBreak: 0, conditions: [], defeated: false }, name: "Elda", hidden: false, parts },
      { state: { id: "oswin", action: planAction(1, 12), tieBreak: 0, conditions: ["unconscious"], defeated: false }, name: "Oswin", hidden: false, parts },
    ],
    dice: new Map([["gobA", 11], ["elda", 9]]),
    tieBreakUniforms: [0.1, 0.5, 0.3, 0.9, 0.7],
    speech: [{ speaker: "Elda", text: "Behind you!", round: 1, second: 14 }],
  }, BOOK_RULESET);
  const card = renderTemplate("templates/combat/round-card.hbs", roundCardContext(plan.card));
  const body = `
<style>.er-preview-marker .er-second-marker{position:static;transform:none;display:inline-flex}</style><div class="er-preview-marker">${marker}</div>
<div id="combat" class="sidebar-tab combat-sidebar" style="max-width:320px">${tracker}</div>
<h3>Chat card</h3><div class="chat-message message" style="max-width:320px">${card}</div>`;
  const file = writePreviewPage("combat-tracker", "Combat tracker: round 2, second 6", body);
  expect(file).toMatch(/combat-tracker\.html$/);
});
