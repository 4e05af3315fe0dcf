/**
 * `npm run preview`: the drag ruler's overland travel labels, built by the real label
 * code from rules/travel.ts `overlandTravel`: a walker on the road, through forest and hills, a
 * laden party whose slowest member sets the pace, a march past the day's allotment, and a party
 * that cannot travel. Each label is shown on a dark strip like the canvas.
 */
import { it, expect } from "vitest";
import { overlandLabel } from "../../module/canvas/overland-label";
import { BOOK_RULESET, ELF, overlandTravel, type OverlandHex, type OverlandTraveller, type TerrainId } from "../../module/rules";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

const hexes = (...terrains: TerrainId[]): OverlandHex[] => terrains.map((terrain) => ({ terrain, steep: false }));

function label(title: string, party: OverlandTraveller[], path: OverlandHex[], milesPerHex: number): string {
  const er = overlandLabel(overlandTravel(party, path, milesPerHex, BOOK_RULESET), localize, BOOK_RULESET);
  const html = renderTemplate("templates/canvas/waypoint-label.hbs", { cssClass: "", er });
  return `<figure class="er-preview-label"><figcaption>${title}</figcaption><div class="er-preview-canvas">${html}</div></figure>`;
}

it("writes the overland label preview", () => {
  const walker: OverlandTraveller = { milesPerDay: 20, steps: 0 };
  const elf: OverlandTraveller = { milesPerDay: 20, steps: 0, adaptation: ELF };
  const mule: OverlandTraveller = { milesPerDay: 24, steps: 2 };
  const body = `
<style>
.er-preview-label { margin: 0 0 1rem; }
.er-preview-label figcaption { font-size: 0.85rem; margin-bottom: 0.25rem; }
.er-preview-canvas { background: #2b3a2e; padding: 0.75rem; border-radius: 4px; color: #f0f0e0; }
</style>
${label("20 mi/day walker, 2 road hexes of 6 miles", [walker], hexes("optimal", "optimal"), 6)}
${label("Same walker, forest then hills, 7-mile hexes (past the 8-hour day)", [walker], hexes("forest", "hills"), 7)}
${label("Elf (forest as tundra), 3 forest hexes of 6 miles", [elf], hexes("forest", "forest", "forest"), 6)}
${label("Party: elf + laden mule (2 steps: 22 mi/day, 7-hour day), plains and forest", [elf, mule], hexes("plains", "forest", "forest", "plains"), 6)}
${label("Walker, 12 swamp hexes of 6 miles: several days", [walker], hexes(...Array.from({ length: 12 }, () => "swamp" as const)), 6)}
${label("A member that cannot travel (0 miles a day)", [walker, { milesPerDay: 0, steps: 0 }], hexes("plains"), 6)}`;
  const file = writePreviewPage("overland-labels", "Overland travel labels", body);
  expect(file).toMatch(/overland-labels\.html$/);
});
