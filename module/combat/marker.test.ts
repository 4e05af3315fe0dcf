import { describe, it, expect } from "vitest";
import { markerContext } from "./marker-context";
import { combatClock } from "./clock-state";
import { renderTemplate } from "../../tests/support/handlebars";

describe("second marker", () => {
  it("is derived from the Combat document's clock", () => {
    const combat = { started: true, round: 3, system: { absolute: 3 * 20 + 11 } };
    expect(markerContext(combatClock(combat), true)).toEqual({ round: 3, second: 11, movement: true, phase: 3 });
    expect(markerContext({ round: 3, second: 12 }, true)).toEqual({ round: 3, second: 12, movement: false, phase: null });
  });

  it("hides with no started combat or when the setting is off", () => {
    expect(markerContext(combatClock(null), true)).toBeNull();
    expect(markerContext(combatClock({ started: false, round: 1, system: { absolute: 21 } }), true)).toBeNull();
    expect(markerContext({ round: 1, second: 1 }, false)).toBeNull();
  });

  it("renders the round and second and marks movement seconds", () => {
    const moving = renderTemplate("templates/combat/marker.hbs", markerContext({ round: 2, second: 16 }, true));
    expect(moving).toContain("Round 2 · Second 16");
    expect(moving).toContain('class="er-second-marker er-movement"');
    expect(moving).toContain("Movement phase 4");
    const still = renderTemplate("templates/combat/marker.hbs", markerContext({ round: 2, second: 17 }, true));
    expect(still).toContain("Round 2 · Second 17");
    expect(still).not.toContain("er-movement");
    expect(still).not.toContain("Movement phase");
  });
});
