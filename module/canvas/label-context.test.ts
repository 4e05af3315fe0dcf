import { describe, it, expect } from "vitest";
import { movementLabel, moveNotification, moveReasonKey, zeroReasonKey, type LabelInput } from "./label-context";
import { BOOK_CONFIG, ELF, PRESETS, entryCost, hexClass, moveDecision, moveLimits, type Mover } from "../rules";
import { variantMoveParts } from "./variant-costs";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { BOOK_RULESET, resolveRuleset } from "../rules/ruleset";

const base: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
const elf: Mover = { ...base, adaptation: ELF };
const format = (key: string, data: Record<string, string>) => localize(key, data);

function input(m: Mover, over: Partial<LabelInput> & Pick<LabelInput, "limits">): LabelInput {
  const stand = over.stand ?? { terrain: "forest", steep: false };
  return { hexes: 0, usedCost: 0, stand, standClass: hexClass(stand, m, BOOK_RULESET), ...over };
}

describe("movementLabel", () => {
  it("elf in forest, phase 1, one hex moved: allowance 2, one left", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const used = entryCost(limits.table, "tundra");
    const label = movementLabel(input(elf, { limits, hexes: 1, usedCost: used }), localize);
    expect(label).toEqual({
      hexes: 1,
      window: "phase",
      phase: 1,
      allowance: 2,
      remaining: 1,
      within: true,
      terrain: "Forest",
      steep: false,
      reason: null,
      extraCost: null,
      movedKey: "ER.Movement.Label.Moved.one",
      allowanceKey: "ER.Movement.Label.PhaseLeft.other",
      cssClass: "er-within er-window-phase",
    });
  });

  it("GA-5, GA-6: under A5E a hazard stood in shows its class's allowance and \"difficult +k\" with the sources", () => {
    const config = PRESETS.a5e;
    const prone: Mover = { ...base, conditions: ["prone"] };
    const limits = moveLimits(prone, { kind: "round" }, resolveRuleset(config));
    const stand = { terrain: "optimal" as const, steep: false, hazard: true };
    const parts = variantMoveParts(prone, resolveRuleset(config), 1);
    const label = movementLabel(input(prone, { limits, stand, standClass: parts.classOf(null)(stand), extra: parts.extraAt(stand, null) }), localize);
    expect(label.allowance).toBe(4);
    expect(label.extraCost).toBe("difficult +2 (hazard, crawling)");
    // The book: the same hex and mover cost nothing extra (prone loses the round's movement).
    const book = variantMoveParts(prone, resolveRuleset(BOOK_CONFIG), 1);
    const bookLabel = movementLabel(input(prone, { limits: moveLimits(prone, { kind: "round" }, BOOK_RULESET), stand, standClass: book.classOf(null)(stand), extra: book.extraAt(stand, null) }), localize);
    expect(bookLabel.extraCost).toBeNull();
    expect(bookLabel.allowance).toBe(0);
    // A hazard that ignores friendly tokens: a friendly walker pays nothing there, a hostile one does.
    const cached = { terrain: "optimal" as const, steep: false, hazard: true, hazardFor: 0b0011 };
    expect(variantMoveParts(base, resolveRuleset(config), 1).classOf(null)(cached)).toBe("optimal");
    expect(variantMoveParts(base, resolveRuleset(config), -1).classOf(null)(cached)).toBe("optimal+1");
  });

  it("a turn of exploring (OSE time outside combat) is labelled a turn, not a round", () => {
    const limits = moveLimits({ ...base, speed: 24 }, { kind: "turn" }, resolveRuleset(PRESETS.ose));
    const stand = { terrain: "optimal" as const, steep: false };
    const label = movementLabel(input(base, { limits, hexes: 3, usedCost: 3 * entryCost(limits.table, "optimal"), stand, standClass: "optimal" }), localize);
    expect([label.window, label.allowance, label.remaining, label.allowanceKey, label.cssClass]).toEqual([
      "turn", 24, 21, "ER.Movement.Label.TurnLeft.other", "er-within er-window-turn",
    ]);
    expect(localize(label.allowanceKey)).not.toBe(label.allowanceKey);
  });

  it("beyond the allowance: nothing left, marked beyond", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 3 }, BOOK_RULESET);
    const label = movementLabel(input(elf, { limits, hexes: 2, usedCost: 2 * entryCost(limits.table, "tundra") }), localize);
    expect(label.allowance).toBe(1);
    expect(label.within).toBe(false);
    expect(label.remaining).toBe(0);
    expect(label.cssClass).toContain("er-beyond");
  });

  it("gives the localised reason of a zero allowance", () => {
    const cases: [Mover, "phase" | "closed", string][] = [
      [{ ...base, conditions: ["restrained"] }, "phase", "Restrained"],
      [{ ...base, conditions: ["prone"] }, "phase", "Knocked Down"],
      [{ ...base, immobile: true }, "phase", "over capacity"],
      [base, "closed", "not a movement second"],
    ];
    for (const [m, kind, text] of cases) {
      const limits = moveLimits(m, kind === "phase" ? { kind, phase: 0 } : { kind }, BOOK_RULESET);
      const label = movementLabel(input(m, { limits }), localize);
      expect(label.allowance).toBe(0);
      expect(label.reason).toBe(text);
    }
    // a mover too slow for the terrain in a late phase: the terrain is the reason
    const slow: Mover = { ...base, speed: 3 };
    const limits = moveLimits(slow, { kind: "phase", phase: 3 }, BOOK_RULESET);
    expect(movementLabel(input(slow, { limits, stand: { terrain: "mountains", steep: false } }), localize).reason).toBe(
      localize("ER.Movement.Reason.terrain"),
    );
  });

  it("outside combat: hexes per round in the terrain, no reason", () => {
    const limits = moveLimits(elf, { kind: "round" }, BOOK_RULESET);
    const label = movementLabel(input(elf, { limits, hexes: 3, usedCost: 3 * entryCost(limits.table, "tundra") }), localize);
    expect(label.window).toBe("round");
    expect(label.phase).toBeNull();
    expect(label.allowance).toBe(7);
    expect(label.remaining).toBe(4);
  });

  it("every reason key exists", () => {
    for (const r of ["restrained", "encumbrance", "notMovementSecond", "terrain", "surprised"] as const) expect(localize(zeroReasonKey(r))).not.toBe("");
    for (const code of ["notMovementSecond", "encumbrance", "overAllowance"] as const) expect(localize(moveReasonKey({ code }))).not.toBe("");
    // A rule's forfeit shows the text its module declares, not the terrain's fallback.
    expect(localize(zeroReasonKey("surprised"))).toBe("surprised: no movement this round");
    expect(localize(moveReasonKey({ code: "forfeit", forfeit: "surprised" }))).toBe("surprised: no movement this round");
    expect(zeroReasonKey("retreatStopped")).toBe("ER.Movement.Reason.retreatStopped");
    expect(moveReasonKey({ code: "forfeit", forfeit: "retreatStopped" })).toBe("ER.Movement.Reason.retreatStopped");
    expect(zeroReasonKey("lava")).toBe("ER.Movement.Reason.terrain");
  });
});

describe("moveNotification", () => {
  it("refusal and warning name the token and the reason; allowed moves say nothing", () => {
    const d = (mode: "warn" | "enforce", conditions: string[]) =>
      moveDecision({ mode, isGM: false, phase: 0, conditions, immobile: false, usedCost: 0, budget: 4 }, BOOK_RULESET);
    expect(moveNotification(d("enforce", ["prone"]), "Arwen", localize, format)).toEqual({
      level: "error",
      message: "Arwen cannot move: Knocked Down.",
    });
    expect(moveNotification(d("warn", ["restrained"]), "Arwen", localize, format)).toEqual({
      level: "warn",
      message: "Arwen moves although: Restrained.",
    });
    expect(moveNotification(d("enforce", []), "Arwen", localize, format)).toBeNull();
    const closed = moveDecision({ mode: "enforce", isGM: false, phase: null, conditions: [], immobile: false, usedCost: 0, budget: 4 }, BOOK_RULESET);
    expect(moveNotification(closed, "Sss", localize, format)?.message).toBe("Sss cannot move: not a movement second.");
  });
});

describe("waypoint label template", () => {
  const path = "systems/enchanted-realms/templates/canvas/waypoint-label.hbs";

  it("renders moved, phase allowance, remaining and terrain", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    const er = movementLabel(input(elf, { limits, hexes: 1, usedCost: entryCost(limits.table, "tundra") }), localize);
    const html = renderTemplate(path, { cssClass: "last", er });
    expect(html).toContain("1 hex moved");
    expect(html).toContain("1 of 2 hexes left in phase 1");
    expect(html).toContain("Forest");
    expect(html).toContain("er-within");
    expect(html).not.toContain("er-reason");
  });

  it("renders the reason and the closed window", () => {
    const limits = moveLimits(base, { kind: "closed" }, BOOK_RULESET);
    const er = movementLabel(input(base, { limits, hexes: 1, usedCost: entryCost(limits.table, "forest") }), localize);
    const html = renderTemplate(path, { cssClass: "", er });
    expect(html).toContain("no movement now");
    expect(html).toContain('<span class="er-reason">not a movement second</span>');
  });

  it("renders a round outside combat and a steep hex", () => {
    const limits = moveLimits(base, { kind: "round" }, BOOK_RULESET);
    const stand = { terrain: "hills" as const, steep: true };
    const er = movementLabel(input(base, { limits, stand, hexes: 0 }), localize);
    const html = renderTemplate(path, { cssClass: "", er, elevation: { total: 2, icon: "fa-solid fa-arrows-up-down", hidden: false } });
    expect(html).toContain("0 hexes moved");
    expect(html).toContain("5 of 5 hexes left this round");
    expect(html).toContain("(steep)");
    expect(html).toContain("Hills");
    expect(html).toContain("fa-arrows-up-down");
  });

  it("renders the extra cost of the hex stood in", () => {
    const limits = moveLimits(base, { kind: "round" }, resolveRuleset(PRESETS.osr));
    const stand = { terrain: "optimal" as const, steep: false, hazard: true };
    const parts = variantMoveParts(base, resolveRuleset(PRESETS.osr), 0);
    const er = movementLabel(input(base, { limits, stand, standClass: parts.classOf("climb")(stand), extra: parts.extraAt(stand, "climb") }), localize);
    const html = renderTemplate(path, { cssClass: "", er });
    // G2-5b: climbing on a hazard under "worst" stacking is still half speed: 6 a round, +1.
    expect(html).toContain("6 of 6 hexes left this round");
    expect(html).toContain('<span class="er-extra-cost">difficult +1 (hazard, climbing)</span>');
  });

  it("off a hex scene (no system label data) it shows core's own distance", () => {
    const html = renderTemplate(path, { cssClass: "", units: "ft", distance: { total: 35, delta: 5 } });
    expect(html).toContain('<span class="total-measurement">35 ft</span>');
    expect(html).toContain("(5)");
    expect(html).not.toContain("er-moved");
    expect(html).not.toContain("er-allowance");
  });
});

describe("the label reads as sentences, with plural forms", () => {
  const path = "templates/canvas/waypoint-label.hbs";
  const shown = (m: Mover, over: Partial<LabelInput> & Pick<LabelInput, "limits">) => {
    const html = renderTemplate(path, { cssClass: "", er: movementLabel(input(m, over), localize) });
    const text = (cls: string) => new RegExp(`<span class="${cls}">([^<]*)</span>`).exec(html)?.[1] ?? null;
    return { moved: text("er-moved"), allowance: text("er-allowance") };
  };

  it("'0 hexes moved' and '2 of 2 hexes left in phase 1' at the start of a phase", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    expect(shown(elf, { limits })).toEqual({ moved: "0 hexes moved", allowance: "2 of 2 hexes left in phase 1" });
  });

  it("one hex moved, one of two left; a one-hex allowance reads 'hex'", () => {
    const limits = moveLimits(elf, { kind: "phase", phase: 0 }, BOOK_RULESET);
    expect(shown(elf, { limits, hexes: 1, usedCost: entryCost(limits.table, "tundra") })).toEqual({ moved: "1 hex moved", allowance: "1 of 2 hexes left in phase 1" });
    const swamp = { terrain: "swamp" as const, steep: false };
    const slow = moveLimits(base, { kind: "phase", phase: 0 }, BOOK_RULESET);
    expect(slow.table.allowanceOf(hexClass(swamp, base, BOOK_RULESET))).toBe(1);
    expect(shown(base, { limits: slow, stand: swamp }).allowance).toBe("1 of 1 hex left in phase 1");
  });

  it("beyond: 'beyond the 2 hexes of phase 4'; outside combat: 'n of m hexes left this round'; closed: 'no movement now'", () => {
    const p4 = moveLimits(elf, { kind: "phase", phase: 3 }, BOOK_RULESET);
    const a4 = p4.table.allowanceOf("tundra");
    expect(shown(elf, { limits: p4, hexes: 3, usedCost: 3 * entryCost(p4.table, "tundra") }).allowance).toBe(`beyond the ${a4} ${a4 === 1 ? "hex" : "hexes"} of phase 4`);
    const round = moveLimits(elf, { kind: "round" }, BOOK_RULESET);
    const all = round.table.allowanceOf("tundra");
    expect(shown(elf, { limits: round, hexes: 1, usedCost: entryCost(round.table, "tundra") }).allowance).toBe(`${all - 1} of ${all} hexes left this round`);
    expect(shown(elf, { limits: moveLimits(elf, { kind: "closed" }, BOOK_RULESET) }).allowance).toBe("no movement now");
  });
});
