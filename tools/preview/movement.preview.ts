/**
 * `npm run preview`: the drag ruler's waypoint labels, built by the real label code from the rules'
 * limits for each case of ./ruler-cases.ts. Each label is shown on a dark strip like the canvas.
 */
import { it, expect } from "vitest";
import { movementLabel } from "../../module/canvas/label-context";
import { entryCost, hexClass, moveLimits } from "../../module/rules";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";
import { RULER_CASES, type RulerCase } from "./ruler-cases";
import { BOOK_RULESET } from "../../module/rules/ruleset";

function label(c: RulerCase): string {
  const limits = moveLimits(c.mover, c.window, BOOK_RULESET);
  const cls = hexClass(c.stand, c.mover, BOOK_RULESET);
  const usedCost = c.hexes * entryCost(limits.table, cls);
  const er = movementLabel({ hexes: c.hexes, usedCost, limits, stand: c.stand, standClass: cls }, localize);
  const html = renderTemplate("templates/canvas/waypoint-label.hbs", { cssClass: "", er });
  return `<figure class="er-preview-label" data-case="${c.id}"><figcaption>${c.title}</figcaption><div class="er-preview-canvas">${html}</div></figure>`;
}

it("writes the ruler label preview", () => {
  const body = `
<style>
.er-preview-label { margin: 0 0 1rem; }
.er-preview-label figcaption { font-size: 0.85rem; margin-bottom: 0.25rem; }
.er-preview-canvas { background: #2b3a2e; padding: 0.75rem; border-radius: 4px; color: #f0f0e0; }
</style>
${RULER_CASES.map(label).join("\n")}`;
  const file = writePreviewPage("ruler-labels", "Drag ruler labels", body);
  expect(file).toMatch(/ruler-labels\.html$/);
});
