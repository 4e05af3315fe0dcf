/**
 * `npm run preview`: the phase's move order in the combat tracker (VARIANTS.md §13.3 row 7) at
 * 280 px, round 2 second 6 under 13th Age engagement, Brakka having moved: as the GM sees it (a
 * hidden lurker first in order, not yet moved, so it moves now) and as a player sees it (built, as
 * tracker-input.ts does for a player, without the hidden combatant: Ysolde moves now; Elda, knocked
 * down, has lost the phase and is not waited for). Built by the
 * real context code and templates; every string goes through the strict localiser.
 */
import { it, expect } from "vitest";
import { buildTrackerContext } from "../../module/combat/tracker-context";
import type { TrackerCombatantInput } from "../../module/combat/tracker-types";
import { PRESETS, planAction } from "../../module/rules";
import { FIGHT, FIGHT_COMBATANTS, PARTS_LABELS } from "../../tests/combat/fixture";
import { renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

const LURKER: TrackerCombatantInput = {
  ...FIGHT_COMBATANTS[0]!,
  id: "lurker", name: "Lurker in the Reeds of the Long-Named Marsh", hidden: true, parts: null, health: null,
  state: { ...FIGHT_COMBATANTS[0]!.state, id: "lurker", action: planAction(2, 2), tieBreak: 7 },
};

function tracker(gm: boolean): string {
  const list = gm ? [LURKER, ...FIGHT_COMBATANTS] : FIGHT_COMBATANTS;
  const combatants = list.map((c) => ({ ...c, phaseMove: { moved: c.id === "brakka", memory: {} } }));
  const er = buildTrackerContext({ ...FIGHT, combatants, variants: PRESETS.a13 }, PARTS_LABELS);
  const html = renderTemplate("templates/combat/tracker.hbs", { er, user: { isGM: gm } });
  return `<div id="combat" class="sidebar-tab combat-sidebar" data-part="tracker" data-viewer="${gm ? "gm" : "player"}" style="width:280px;box-sizing:border-box">${html}</div>`;
}

it("writes the move order preview", () => {
  const file = writePreviewPage("move-order", "The phase's move order in the tracker at 280 px, as the GM and as a player", `${tracker(true)}\n${tracker(false)}`);
  expect(file).toMatch(/move-order\.html$/);
});
