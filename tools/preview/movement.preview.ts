/**
 * `npm run preview`: the drag ruler's waypoint labels, built by the real label code from the rules'
 * limits: the elf (speed 12, forest as tundra) and the saurian (speed 8, swamp as plains) in the
 * first and last movement phases, a restrained mover, a move between movement seconds, and a
 * token outside combat. Each label is shown on a dark strip like the canvas.
 */
import { it, expect } from "vitest";
import { movementLabel } from "../../module/canvas/label-context";
import { ELF, SAURIAN, entryCost, hexClass, moveLimits, type HexTerrain, type Mover, type MoveWindow } from "../../module/rules";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

const base: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
const elf: Mover = { ...base, adaptation: ELF };
const saurian: Mover = { ...base, speed: 8, adaptation: SAURIAN };

function label(title: string, mover: Mover, window: MoveWindow, stand: HexTerrain, hexes: number): string {
  const limits = moveLimits(mover, window);
  const cls = hexClass(stand, mover);
  const usedCost = hexes * entryCost(limits.table, cls);
  const er = movementLabel({ hexes, usedCost, limits, stand, standClass: cls }, localize);
  const html = renderTemplate("templates/canvas/waypoint-label.hbs", { cssClass: "", er });
  return `<figure class="er-preview-label"><figcaption>${title}</figcaption><div class="er-preview-canvas">${html}</div></figure>`;
}

it("writes the ruler label preview", () => {
  const forest: HexTerrain = { terrain: "forest", steep: false };
  const swamp: HexTerrain = { terrain: "swamp", steep: false };
  const body = `
<style>
.er-preview-label { margin: 0 0 1rem; }
.er-preview-label figcaption { font-size: 0.85rem; margin-bottom: 0.25rem; }
.er-preview-canvas { background: #2b3a2e; padding: 0.75rem; border-radius: 4px; color: #f0f0e0; }
</style>
${label("Elf in forest, phase 1 (second 1), 1 hex moved", elf, { kind: "phase", phase: 0 }, forest, 1)}
${label("Elf in forest, phase 4 (second 16), 2 hexes moved: beyond", elf, { kind: "phase", phase: 3 }, forest, 2)}
${label("Saurian in swamp, phase 1, 1 hex moved", saurian, { kind: "phase", phase: 0 }, swamp, 1)}
${label("Restrained, phase 1", { ...base, conditions: ["restrained"] }, { kind: "phase", phase: 0 }, forest, 0)}
${label("Second 7: not a movement second", base, { kind: "closed" }, forest, 1)}
${label("Outside combat: hexes per round", elf, { kind: "round" }, forest, 3)}`;
  const file = writePreviewPage("ruler-labels", "Drag ruler labels", body);
  expect(file).toMatch(/ruler-labels\.html$/);
});
