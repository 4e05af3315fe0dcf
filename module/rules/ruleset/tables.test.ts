/**
 * The tables the ruleset builds when it loads (./registry.ts, ./book-fields.ts, ./points.ts and the
 * points of ./points/*.ts, ./points/initiative-model.ts): which modules are registered and in what
 * order (the order of every slot's choices and of the memory slices), the book's own fields, the
 * named extension points, each preset's modules in force, the vocabulary of the sheet fields a
 * module may ask for, and the ER parts each kind of initiative model adds.
 */
import { describe, expect, it } from "vitest";
import { RULE_MODULES } from "./registry";
import { BOOK_FIELDS, HEALING_OTHER_THAN_A13 } from "./book-fields";
import { LIST_POINTS, ONE_POINTS } from "./points";
import { RESOLUTION_FIELD_PATHS } from "./points/resolution";
import { D4_PARTS, ER_PARTS, NO_PARTS } from "./points/initiative-model";
import { buildFields } from "./derive";
import { PRESETS, changeVariants } from "./config";
import { resolveRuleset } from "./resolve";

describe("the registry", () => {
  it("registers every module once, in form and slot order", () => {
    expect(RULE_MODULES.map((m) => m.id)).toEqual([
      "initiative.a13", "initiative.osrDex", "initiative.oseSide", "initiative.oseIndividual", "initiative.a5e", "initiative.sharedRoll", "initiative.oseTies", "initiative.oseSlowWeapons", "initiative.d20Anchor",
      "surprise.a13", "surprise.ose", "surprise.a5e",
      "combat.escalationDie", "combat.doubleMove", "combat.retreat", "combat.a13Engagement", "combat.a5eOpportunity", "combat.oseRunning", "combat.oseEvasion", "combat.worldActions",
      "movement.hazards", "movement.hazardsOnly", "movement.extraCostStacking", "movement.proneCrawl", "movement.specialMovement", "movement.swimHalf", "movement.drag", "movement.a13ConditionMoves", "movement.falling", "movement.a5eSpace", "movement.a5eMounted", "movement.wildernessYards", "movement.a5eModes",
      "encumbrance.oseBasic", "encumbrance.oseDetailed", "encumbrance.osrLoads", "encumbrance.off",
      "travel.ose", "travel.osr", "travel.oseForcedMarch", "travel.noForcedMarch", "travel.chase", "travel.osrLight", "travel.osrResilience", "travel.oseTime", "travel.oseWildernessChecks", "travel.oseWater", "travel.osrWater",
      "resolution.a13Attack", "resolution.a13Naturals", "resolution.a13Dying", "resolution.a13Healing", "resolution.a13Saves", "resolution.a13SaveEnds", "resolution.missDamage", "resolution.a13Conditions",
      "resolution.osrAttack", "resolution.osrNaturals", "resolution.osrZeroHealth", "resolution.osrHealing", "resolution.osrSaves", "resolution.osrMorale",
      "resolution.oseAttack", "resolution.oseNaturals", "resolution.oseZeroHealth", "resolution.oseHealing", "resolution.oseSaves", "resolution.a5eSaves", "resolution.oseMorale",
      "resolution.oseCover", "resolution.a5eCover", "resolution.a5ePositioning", "resolution.spellDisruption",
    ]);
    expect(Object.isFrozen(RULE_MODULES)).toBe(true);
  });

  it("each preset puts in force exactly its companion's modules, in registry order (VARIANTS.md §9.1)", () => {
    const inForce = (id: keyof typeof PRESETS) => resolveRuleset(PRESETS[id]).modules;
    expect(inForce("book")).toEqual([]);
    expect(inForce("a13")).toEqual(["initiative.a13", "initiative.sharedRoll", "surprise.a13", "combat.escalationDie", "combat.doubleMove", "combat.a13Engagement", "movement.a13ConditionMoves", "resolution.a13Attack", "resolution.a13Naturals", "resolution.a13Dying", "resolution.a13Healing", "resolution.a13Saves", "resolution.a13SaveEnds", "resolution.missDamage", "resolution.a13Conditions"]);
    expect(inForce("ose")).toEqual(["initiative.oseSide", "initiative.oseSlowWeapons", "surprise.ose", "combat.retreat", "combat.oseRunning", "combat.oseEvasion", "movement.swimHalf", "movement.falling", "movement.wildernessYards", "encumbrance.oseDetailed", "travel.ose", "travel.oseForcedMarch", "travel.oseTime", "travel.oseWildernessChecks", "travel.oseWater", "resolution.oseAttack", "resolution.oseNaturals", "resolution.oseZeroHealth", "resolution.oseHealing", "resolution.oseSaves", "resolution.oseMorale", "resolution.oseCover", "resolution.spellDisruption"]);
    expect(inForce("osr")).toEqual(["initiative.osrDex", "combat.doubleMove", "combat.retreat", "movement.hazards", "movement.extraCostStacking", "movement.specialMovement", "encumbrance.osrLoads", "travel.osr", "travel.noForcedMarch", "travel.chase", "travel.osrLight", "travel.osrResilience", "travel.osrWater", "resolution.osrAttack", "resolution.osrNaturals", "resolution.osrZeroHealth", "resolution.osrHealing", "resolution.osrSaves", "resolution.osrMorale"]);
    expect(inForce("a5e")).toEqual(["initiative.a5e", "surprise.a5e", "combat.a5eOpportunity", "combat.worldActions", "movement.hazards", "movement.proneCrawl", "movement.specialMovement", "movement.drag", "movement.a5eSpace", "movement.a5eMounted", "movement.a5eModes", "resolution.a5eSaves", "resolution.a5eCover", "resolution.a5ePositioning"]);
  });
});

describe("the book's own fields (RULES.md, RESOLUTION.md §3)", () => {
  it("each with its kind, control, book value, lock and dependency", () => {
    const rows = buildFields(BOOK_FIELDS, []).map((f) => [f.path, f.kind, f.control, f.book, f.lockedInCombat, f.enabledWhen, f.choiceEnabledWhen]);
    expect(rows).toEqual([
      ["initiative.model", "choice", "select", "er2d10", true, null, {}],
      ["combat.surprise", "choice", "select", "off", false, null, {}],
      ["combat.engagement", "choice", "select", "off", false, null, {}],
      ["movement.terrainModel", "choice", "radio", "divisors", false, null, {}],
      ["movement.prone", "choice", "radio", "book", false, null, {}],
      ["encumbrance.model", "choice", "select", "er", false, null, {}],
      ["encumbrance.persistent", "bool", "checkbox", true, false, { when: "encumbrance.model", values: ["er"], code: "persistentNeedsEr", otherwise: false }, {}],
      ["travel.model", "choice", "radio", "er", false, null, {}],
      ["travel.forcedMarch", "choice", "radio", "er", false, null, { er: { when: "travel.model", values: ["er"], code: "forcedMarchNeedsEr" } }],
      ["travel.partyPace", "bool", "checkbox", true, false, null, {}],
      ["resolution.attack", "choice", "select", "book", false, null, {}],
      ["resolution.naturals", "choice", "select", "none", false, null, {}],
      ["resolution.zeroHealth", "choice", "select", "book", true, null, {}],
      ["resolution.healing", "choice", "select", "book", false, null, { book: { when: "resolution.zeroHealth", values: ["a13"], unless: true, code: "healingNeedsA13" } }],
      ["resolution.saves", "choice", "select", "book", false, null, {}],
      ["resolution.morale", "choice", "select", "off", false, null, {}],
      ["resolution.cover", "choice", "select", "none", false, null, {}],
      ["resolution.revealDefences", "choice", "select", "observers", false, null, {}],
      ["resolution.autoZeroStatus", "bool", "checkbox", true, false, null, {}],
    ]);
    expect(buildFields(BOOK_FIELDS, []).find((f) => f.path === "resolution.revealDefences")!.choices).toEqual(["observers", "all", "gm"]);
    expect(Object.isFrozen(BOOK_FIELDS) && Object.isFrozen(HEALING_OTHER_THAN_A13)).toBe(true);
  });

  it("13A dying moves the other healing models to 13A's (RESOLUTION.md §6)", () => {
    const a13 = changeVariants(PRESETS.osr, { resolution: { zeroHealth: "a13" } });
    expect(a13.ok && a13.config.resolution.healing).toBe("a13");
  });
});

describe("the extension points", () => {
  it("the points one module at most fills", () => {
    expect(Object.keys(ONE_POINTS)).toEqual([
      "initiative", "sharedRoll", "rerollTiedSides", "slowWeapons",
      "holdReady", "escalationDie", "retreat", "engagement", "worldTurn",
      "terrainAs", "costStacking", "prone", "doubleMove", "standUp", "conditionMoves", "space", "mounted", "falling", "wildernessMovement", "movementModes",
      "loadModel",
      "travelModel", "forcedMarch", "chase", "lightClock", "resilience", "waterTravel",
      "attackModel", "missDamage", "naturals", "zeroHealth", "healing", "saveModel", "morale", "cover", "positioning", "spellDisruption", "saveEnds", "conditionEffects",
      "timeKeeping", "running", "wildernessChecks", "evasion",
    ]);
    expect(Object.isFrozen(ONE_POINTS)).toBe(true);
  });

  it("the points every module in force may add to", () => {
    expect(Object.keys(LIST_POINTS)).toEqual(["roundStart", "combatantCommands", "rollData", "escalationAmbushPause", "extraCostSources", "resolutionFields", "parameter"]);
    expect(Object.isFrozen(LIST_POINTS)).toBe(true);
  });
});

describe("the sheet fields a module may ask for (resolutionFields)", () => {
  it("every path a preset's modules ask for is in the vocabulary", () => {
    const asked = (["a13", "ose", "osr", "a5e"] as const).flatMap((p) => resolveRuleset(PRESETS[p]).points.resolutionFields.flat());
    const a13Extras = changeVariants(PRESETS.a13, { resolution: { tempHealth: true, lastingWounds: true } });
    if (a13Extras.ok) asked.push(...resolveRuleset(a13Extras.config).points.resolutionFields.flat());
    expect(a13Extras.ok).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    // OSR's save model also lists `saveProficiencies` (002 save proficiencies), which no sheet
    // field holds yet (module/actors/fighter.ts reads none, RS-11): outside the vocabulary, it
    // shows nothing. Any other path outside it would be a module's typo.
    expect([...new Set(asked.filter((path) => !RESOLUTION_FIELD_PATHS.includes(path)))]).toEqual(["saveProficiencies"]);
    expect(new Set(RESOLUTION_FIELD_PATHS).size).toBe(RESOLUTION_FIELD_PATHS.length);
    expect(Object.isFrozen(RESOLUTION_FIELD_PATHS)).toBe(true);
  });
});

describe("the ER parts an initiative model adds (VARIANTS.md D4)", () => {
  it("every part under the book's kind, the steps and other parts under a d20's, none under a side's", () => {
    expect(ER_PARTS).toEqual({ quickness: true, weapon: true, steps: true, other: true });
    expect(D4_PARTS).toEqual({ quickness: false, weapon: false, steps: true, other: true });
    expect(NO_PARTS).toEqual({ quickness: false, weapon: false, steps: false, other: false });
  });
});
