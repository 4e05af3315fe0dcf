import { describe, expect, it } from "vitest";
import { coreControlsToRemove, pruneCoreControls, relayControls } from "./tracker-controls";
import { renderTemplate } from "../../tests/support/handlebars";

const base = { isGM: false, mayAdvance: false, playersRoll: false, started: true, hasCombat: true };

describe("the tracker's controls per user", () => {
  it("a trusted user the advance setting admits gets the system's clock controls; a player and the GM do not", () => {
    expect(relayControls({ ...base, mayAdvance: true }).show).toBe(true);
    expect(relayControls(base).show).toBe(false);
    expect(relayControls({ ...base, isGM: true, mayAdvance: true }).show).toBe(false);
    expect(relayControls({ ...base, mayAdvance: true, hasCombat: false }).show).toBe(false);
  });

  it("the controls step the clock when started, and offer Begin Combat before", () => {
    const started = renderTemplate("templates/combat/relay-controls.hbs", { er: relayControls({ ...base, mayAdvance: true }) });
    for (const action of ["erPreviousRound", "erPreviousTurn", "erNextTurn", "erNextRound"]) expect(started).toContain(`data-action="${action}"`);
    expect(started).not.toContain("erBegin");
    const before = renderTemplate("templates/combat/relay-controls.hbs", { er: relayControls({ ...base, mayAdvance: true, started: false }) });
    expect(before).toContain('data-action="erBegin"');
    const none = renderTemplate("templates/combat/relay-controls.hbs", { er: relayControls(base) });
    expect(none).not.toContain("<button");
    expect(none).toContain("hidden");
  });

  it("Roll NPCs is always removed; Roll All stays for GMs only", () => {
    expect(coreControlsToRemove({ isGM: true })).toEqual(["rollNPC"]);
    expect(coreControlsToRemove({ isGM: false })).toEqual(["rollNPC", "rollAll"]);
  });

  it("removes them from the rendered tracker", () => {
    const removed: string[] = [];
    const el = (action: string) => ({ remove: () => void removed.push(action) });
    const root = {
      querySelectorAll: (selector: string) => {
        const m = /data-action="(\w+)"/.exec(selector);
        return m && ["rollAll", "rollNPC"].includes(m[1]!) ? [el(m[1]!)] : [];
      },
    };
    expect(pruneCoreControls(root, { isGM: false })).toBe(2);
    expect(removed.sort()).toEqual(["rollAll", "rollNPC"]);
  });
});
