/**
 * The tracker row's at-a-glance facts (RULES.md §2 tracker): the tracked resource (health), effect
 * icons, core's ping control, why a movement phase is lost, and tie labels counted within each tie.
 */
import { describe, expect, it } from "vitest";
import { buildTrackerContext, type PhaseRow, type TurnRow } from "./tracker-context";
import { FIGHT, FIGHT_COMBATANTS, PARTS_LABELS } from "../../tests/combat/fixture";
import { localize, renderTemplate } from "../../tests/support/handlebars";

const ctx = buildTrackerContext(FIGHT, PARTS_LABELS);
const turns = ctx.timeline.filter((r): r is TurnRow => r.kind === "turn");
const turn = (id: string) => turns.find((t) => t.id === id) ?? ctx.waiting.find((t) => t.id === id)!;
const html = renderTemplate("templates/combat/tracker.hbs", { er: ctx });

function rowOf(id: string): string {
  const m = new RegExp(`<li class="([^"]*)" data-combatant-id="${id}"[\\s\\S]*?</li>\\s*(?=<li|</ol>)`).exec(html);
  if (!m) throw new Error(`no row for ${id}`);
  return m[0];
}

describe("tie labels count within each tie", () => {
  it("each tied group is numbered 1..n in tie-break order, whatever other ties the round has", () => {
    expect(turn("elda")).toMatchObject({ tied: true, tieRank: 1, tieOf: 2 });
    expect(turn("ysolde")).toMatchObject({ tied: true, tieRank: 2, tieOf: 2 });
    expect(turn("gobB")).toMatchObject({ tied: true, tieRank: 1, tieOf: 2 });
    expect(turn("gobA")).toMatchObject({ tied: true, tieRank: 2, tieOf: 2 });
    expect(rowOf("gobB")).toContain(localize("ER.Combat.Tracker.TieShort", { rank: 1, of: 2 }));
    expect(rowOf("gobA")).toContain(localize("ER.Combat.Tracker.TieShort", { rank: 2, of: 2 }));
    expect(rowOf("brakka")).not.toContain("er-tiebreak");
  });
});

describe("a lost movement phase says why", () => {
  it("the entry reads 'lost: <the condition's name>'", () => {
    const phase = ctx.timeline.find((r): r is PhaseRow => r.kind === "phase" && r.second === 6)!;
    expect(phase.entries.find((e) => e.name === "Elda")).toMatchObject({ lost: true, reasonKey: "ER.Condition.prone" });
    const reason = localize("ER.Condition.prone");
    expect(html).toContain(`<span class="er-name">Elda</span>\n        <span class="er-hexes er-lost-label">${localize("ER.Combat.Tracker.LostBecause", { reason })}</span>`);
  });
});

describe("the tracked resource, effects and ping", () => {
  it("health shows as a small bar with its value to those who may see it, and not otherwise", () => {
    expect(turn("brakka").health).toEqual({ value: 9, max: 12 });
    expect(rowOf("brakka")).toMatch(/<meter class="er-health" min="0" max="12" value="9"[^>]*><\/meter>\s*<span class="er-health-value">9\/12<\/span>/);
    expect(rowOf("brakka")).toContain(`aria-label="${localize("ER.Combat.Tracker.Health", { value: 9, max: 12 })}"`);
    // Goblin A's health is not the viewer's to see (the input gives none).
    expect(turn("gobA").health).toBeNull();
    expect(rowOf("gobA")).not.toContain("er-health");
  });

  it("effect icons show with their names", () => {
    expect(turn("elda").effects).toEqual([{ img: "systems/enchanted-realms/assets/conditions/prone.svg", name: "Knocked Down" }]);
    expect(rowOf("elda")).toContain('<img class="er-effect" src="systems/enchanted-realms/assets/conditions/prone.svg" alt="Knocked Down" data-tooltip="Knocked Down">');
    expect(rowOf("brakka")).not.toContain("er-effect");
  });

  it("core's ping control is on every row with a token, and on none without", () => {
    const ping = `data-action="pingCombatant"`;
    for (const c of FIGHT_COMBATANTS) expect(rowOf(c.id), c.id).toContain(ping);
    expect(rowOf("elda")).toContain(`aria-label="${localize("ER.Combat.Tracker.Ping")}"`);
    const tokenless = buildTrackerContext({ ...FIGHT, combatants: [{ ...FIGHT_COMBATANTS[0]!, hasToken: false }] }, PARTS_LABELS);
    expect(renderTemplate("templates/combat/tracker.hbs", { er: tokenless })).not.toContain(ping);
  });
});
