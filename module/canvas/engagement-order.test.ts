/**
 * VARIANTS.md §13.3 row 7 (000:L26): the ruler's reminder of earlier movers and the tracker's move
 * marks read each mover's hexes in the phase the same way (combat/phase-facts.ts → the rules'
 * `phaseMoveOrder`), so a combatant the phase leaves no hex (prone under 13A: the phase is lost) is
 * waited for by neither, and one with hexes left by both. Driven through the real Combat and
 * Combatant classes on the strict stand-ins of tests/support/combat-world.ts.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { GM, FakeCombat, FakeCombatant, settings } from "../../tests/support/combat-world";
import { PRESETS, planAction, resolveRuleset, toAbsolute } from "../rules";
import type { EngagementPlaceable } from "./engagement";

let ERCombat: typeof import("../combat/documents").ERCombat;
let ERCombatant: typeof import("../combat/documents").ERCombatant;
let engagement: typeof import("./engagement");
let input: typeof import("../combat/tracker-input");
let buildTrackerContext: typeof import("../combat/tracker-context").buildTrackerContext;
type Member = InstanceType<typeof import("../combat/documents").ERCombatant> & FakeCombatant;

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("../combat/documents"));
  engagement = await import("./engagement");
  input = await import("../combat/tracker-input");
  ({ buildTrackerContext } = await import("../combat/tracker-context"));
});

const g = globalThis as unknown as { game: { user: unknown } };
afterEach(() => {
  g.game.user = GM;
  delete settings["enchanted-realms.variants"];
});

const A13 = PRESETS.a13;
// A pointy-top odd-row grid (Foundry HEXODDR = 2) with 100-px cells, as engagement.test.ts.
const GRID = { type: 2, offsetOf: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) };

/** A combatant whose action this round scored `score` (lower: earlier), its actor walking 12 hexes a round, with `statuses`. */
function member(id: string, name: string, score: number, statuses: string[]): Member {
  const m = new (ERCombatant as unknown as new (d: ConstructorParameters<typeof FakeCombatant>[0]) => Member)({ id, name, action: planAction(2, score), tieBreak: score });
  Object.assign(m.actor, {
    system: { profile: { initiative: { quickness: 0, weapon: 0, encumbrance: 0 }, movement: { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false } } },
    statuses: new Set(statuses),
    temporaryEffects: [],
    testUserPermission: (user: { isGM?: boolean }) => user.isGM === true,
  });
  (m as unknown as { token: unknown }).token = { movementHistory: [] };
  return m;
}

/** A fight at round 2, second 6 (the second movement phase): Elda acts first, Brakka next, the moving PC last. */
function fight(eldaStatuses: string[]): { combat: FakeCombat; placed: EngagementPlaceable[] } {
  const list = [member("cmbtElda00000001", "Elda", 3, eldaStatuses), member("cmbtBrakka000001", "Brakka", 5, []), member("cmbtPc0000000001", "Pc", 12, [])];
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => FakeCombat)("combatOrder00001", 2, toAbsolute({ round: 2, second: 6 }), list);
  combat.turns = [...list];
  const placed = list.map((c, k): EngagementPlaceable => ({
    document: { id: `token${k}`, name: c.name, disposition: 1, hidden: false, combatant: c as never, movementHistory: [] },
    actor: c.actor,
    center: { x: k * 300, y: 1000 },
  }));
  return { combat, placed };
}

const earlierOf = (placed: EngagementPlaceable[]) => engagement.dragEngagement(placed[2]!, placed, GRID, { absolute: toAbsolute({ round: 2, second: 6 }), memory: {} }, resolveRuleset(A13))!.earlier;
const trackerMarks = (combat: FakeCombat) => {
  const ctx = buildTrackerContext(input.trackerInputOf(combat as never), input.partsLabels());
  return Object.fromEntries([...ctx.timeline, ...ctx.waiting].flatMap((r) => (r.kind === "turn" ? [[r.name, r.moveMark]] : [])));
};

describe("the ruler's earlier movers read each mover's phase hexes as the tracker does (§13.3 row 7)", () => {
  it("GT-7e on the ruler: a prone 13A combatant earlier in order (her phase lost) is not named by the ruler, as the tracker skips her", () => {
    settings["enchanted-realms.variants"] = A13;
    const { combat, placed } = fight(["prone"]);
    expect(earlierOf(placed)).toEqual(["Brakka"]);
    expect(trackerMarks(combat)).toEqual({ Elda: null, Brakka: "now", Pc: "later" });
  });

  it("GT-7e on the ruler: one with hexes left in the phase is named by the ruler, in order, and moves now in the tracker", () => {
    settings["enchanted-realms.variants"] = A13;
    const { combat, placed } = fight([]);
    expect(earlierOf(placed)).toEqual(["Elda", "Brakka"]);
    expect(trackerMarks(combat)).toEqual({ Elda: "now", Brakka: "later", Pc: "later" });
  });
});
