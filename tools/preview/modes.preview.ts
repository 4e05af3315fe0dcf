/**
 * `npm run preview`: the token ruler's label under A5E movement modes at 280 px (VARIANTS.md §6.5,
 * row 39; 004:L23–L26): a phase that mixes speeds (walk 1, swim 2, at swim 12), a swim refused
 * after 2 walked hexes at swim 6 (nothing left of it, GA-M4), and a burrow without a burrow speed
 * (GA-M5). Everything comes from the real code: the plan of the rules' one call (`movePlanOf`, fed
 * the phase's waypoints), the label (`movementLabel`), the ruler's mode line (`modeLine`) and the
 * template; every string goes through the strict localiser (a missing key shows as the key).
 */
import { it, expect } from "vitest";
import { movementLabel } from "../../module/canvas/label-context";
import { modeLine } from "../../module/canvas/mode-steps";
import { PRESETS, entryCost, hexClassifier, movePlanOf, movementModeOf, toAbsolute, type MovePlanInput } from "../../module/rules";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { foundryLocalize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

const A5E = resolveRuleset(PRESETS.a5e);
const STAND = { terrain: "optimal", steep: false, hazard: false } as const;

function input(speeds: Record<string, number>, steps?: unknown): MovePlanInput {
  return {
    gridType: 2,
    profile: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false },
    conditions: [],
    combat: { id: "combatModes00001", started: true, absolute: toAbsolute({ round: 1, second: 1 }) },
    memory: {},
    doubleMoveRound: undefined,
    stoodUp: undefined,
    speeds,
    ...(steps === undefined ? {} : { steps }),
  };
}

/** A phase-1 path east from (0,0): legs of (action, hexes), each hex costing what the cost function gives. */
function ruler(part: string, speeds: Record<string, number>, legs: readonly [string | null, number][]): string {
  const base = movePlanOf(input(speeds), A5E)!;
  const steps: { i: number; j: number; action: string | null; cost: number }[] = [{ i: 0, j: 0, action: null, cost: 0 }];
  let j = 0;
  let raw = 0;
  for (const [action, n] of legs) {
    const cost = n * entryCost(base.limits.table, hexClassifier(base.mover, action, A5E)(STAND));
    j += n;
    raw += cost;
    steps.push({ i: 0, j, action, cost });
  }
  const plan = movePlanOf(input(speeds, steps), A5E)!;
  const action = legs.at(-1)![0];
  const standClass = hexClassifier(plan.mover, action, A5E)(STAND);
  const er = movementLabel({ hexes: j, usedCost: raw + plan.spentOffset, limits: plan.limits, stand: STAND, standClass }, foundryLocalize);
  const line = modeLine(movementModeOf(action, speeds, A5E), plan, foundryLocalize);
  const html = renderTemplate("templates/canvas/waypoint-label.hbs", { cssClass: "", er: { ...er, engagement: line } });
  return `<figure class="er-preview-label" data-part="${part}" data-within="${er.within}"><div class="er-preview-canvas">${html}</div></figure>`;
}

it("writes the movement modes preview", () => {
  const body = `
<style>
.er-preview-label { margin: 0 0 1rem; width: 280px; box-sizing: border-box; }
.er-preview-canvas { background: #2b3a2e; padding: 0.5rem; border-radius: 4px; color: #f0f0e0; }
</style>
${ruler("mixed", { swim: 12 }, [[null, 1], ["swim", 2]])}
${ruler("spent", { swim: 6 }, [[null, 2], ["swim", 1]])}
${ruler("burrow", {}, [["burrow", 1]])}`;
  const file = writePreviewPage("modes", "A5E movement modes at 280 px: the ruler in a phase that mixes speeds, a spent swim, a burrow without the speed", body);
  expect(file).toMatch(/modes\.html$/);
});
