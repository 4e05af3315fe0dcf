/**
 * `npm run preview`: the combat tracker at a movement second (round 2, second 6) with a spilled
 * great-axe swing, a long spell from round 1, ties in tie-break order and held speech; and the round
 * card. Built by the real context code from the test fixture. The second marker sits over the canvas,
 * not over the tracker, so it is previewed on its own page (escalation.preview.ts), not stacked here.
 */
import { it, expect } from "vitest";
import { buildTrackerContext } from "../../module/combat/tracker-context";
import { roundCardContext } from "../../module/combat/translate";
import { BOOK_RULESET, planRoundTransition } from "../../module/rules";
import { FIGHT, FIGHT_ROUND_START, PARTS_LABELS } from "../../tests/combat/fixture";
import { renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

it("writes the combat preview", () => {
  const tracker = renderTemplate("templates/combat/tracker.hbs", { er: buildTrackerContext(FIGHT, PARTS_LABELS) });
  // The card of the round-2 transition that produced FIGHT (one fixture: card and tracker agree).
  const plan = planRoundTransition(FIGHT_ROUND_START, BOOK_RULESET);
  const card = renderTemplate("templates/combat/round-card.hbs", roundCardContext(plan.card));
  const body = `
<div id="combat" class="sidebar-tab combat-sidebar" style="max-width:320px">${tracker}</div>
<h3>Chat card</h3><div class="chat-message message" style="width:280px">${card}</div>`;
  const file = writePreviewPage("combat-tracker", "Combat tracker: round 2, second 6", body);
  expect(file).toMatch(/combat-tracker\.html$/);
});
