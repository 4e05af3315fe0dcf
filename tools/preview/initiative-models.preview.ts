/**
 * `npm run preview`: the combat tracker and the round card under each companion initiative model
 *, from the real rules and context builders (tests/combat/initiative-models-fixture.ts).
 */
import { it, expect } from "vitest";
import { buildTrackerContext } from "../../module/combat/tracker-context";
import { initiativeModelKey, roundCardContext } from "../../module/combat/translate";
import { MODEL_PAGES, modelFight } from "../../tests/combat/initiative-models-fixture";
import { PARTS_LABELS } from "../../tests/combat/fixture";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

for (const model of MODEL_PAGES) {
  it(`writes the tracker preview under ${model}`, () => {
    const { plan, tracker } = modelFight(model);
    const html = renderTemplate("templates/combat/tracker.hbs", { er: buildTrackerContext(tracker, PARTS_LABELS), erModel: { key: initiativeModelKey(model), model } });
    const card = renderTemplate("templates/combat/round-card.hbs", roundCardContext(plan.card));
    const body = `
<div id="combat" class="sidebar-tab combat-sidebar" style="max-width:320px">${html}</div>
<h3>Chat card</h3><div class="chat-message message" style="width:280px">${card}</div>`;
    const file = writePreviewPage(`initiative-${model}`, `Combat tracker under ${localize(initiativeModelKey(model))}: round 1, second 1`, body);
    expect(file).toMatch(new RegExp(`initiative-${model}\\.html$`));
  });
}
