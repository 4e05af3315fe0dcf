/**
 * `npm run preview`: the escalation die under the 13th Age preset, as the GM sees it at
 * round 2, second 6: "ED +2" beside the second marker, and the die with its controls in the
 * tracker header. Built by the real context code from the test fixture.
 */
import { it, expect } from "vitest";
import { buildTrackerContext } from "../../module/combat/tracker-context";
import { markerContext } from "../../module/combat/marker-context";
import { escalationTrackerContext, markerEscalation } from "../../module/combat/escalation";
import { PRESETS, resolveRuleset } from "../../module/rules";
import { FIGHT, PARTS_LABELS } from "../../tests/combat/fixture";
import { renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

/** The Combat's stored die in the preview: +2, not held. */
export const ESCALATION_PREVIEW_SYSTEM = { escalation: { value: 2, held: false } };

it("writes the escalation die preview", () => {
  const ruleset = resolveRuleset(PRESETS.a13);
  const erEscalation = escalationTrackerContext({ ruleset, system: ESCALATION_PREVIEW_SYSTEM, started: true, isGM: true });
  const tracker = renderTemplate("templates/combat/tracker.hbs", { er: buildTrackerContext(FIGHT, PARTS_LABELS), erEscalation });
  const marker = renderTemplate("templates/combat/marker.hbs", markerContext(FIGHT.clock, true, markerEscalation(ESCALATION_PREVIEW_SYSTEM, ruleset)));
  const body = `
<style>.er-preview-marker .er-second-marker{position:static;transform:none;display:inline-flex}</style><div class="er-preview-marker">${marker}</div>
<div id="combat" class="sidebar-tab combat-sidebar" style="max-width:320px">${tracker}</div>`;
  const file = writePreviewPage("combat-escalation", "Escalation die (13th Age preset): round 2, second 6", body);
  expect(file).toMatch(/combat-escalation\.html$/);
});
