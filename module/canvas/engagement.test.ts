import { describe, expect, it } from "vitest";
import { BOOK_RULESET, NO_VARIANT_MEMORY, PRESETS, planAction, resolveRuleset, toAbsolute } from "../rules";
import { dragEngagement, drawnBy, earlierLine, engagementLine, engagementTokens, interceptLine, interceptorsOf, type EngagementPlaceable } from "./engagement";
import lang from "../../lang/en.json";

const A13 = resolveRuleset(PRESETS.a13);
// A pointy-top odd-row grid (Foundry HEXODDR = 2) with 100-px cells: the centre of offset (i, j).
const GRID = { type: 2, offsetOf: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) };
const at = (i: number, j: number) => ({ x: j * 100, y: i * 100 });
const token = (id: string, i: number, j: number, disposition: number, over: Partial<EngagementPlaceable["document"]> = {}, statuses: string[] = []): EngagementPlaceable => ({
  document: { id, name: `Name ${id}`, disposition, hidden: false, combatant: null, ...over },
  actor: { statuses: new Set(statuses) },
  center: at(i, j),
});
const mover = token("pc", 10, 10, 1);
const clock = (second: number) => ({ absolute: toAbsolute({ round: 2, second }), memory: NO_VARIANT_MEMORY });

/** A strict formatter: the key and its data, as Foundry shows a known key (a missing one shows as the key). */
const KNOWN = new Set(Object.keys((lang as { ER: { Engagement: Record<string, unknown> } }).ER.Engagement).map((k) => `ER.Engagement.${k}`));
const format = (key: string, data: Record<string, string>) => (KNOWN.has(key) ? `${key}(${Object.values(data).join("|")})` : key);

describe("engagement on the canvas (VARIANTS.md §13.3 row 7)", () => {
  it("reads visible tokens with an actor and a place; hidden tokens, tokens without actor or place are left out", () => {
    const placed = [mover, token("foe", 10, 11, -1), token("hidden", 10, 9, -1, { hidden: true }), { ...token("noActor", 9, 10, -1), actor: null }, { ...token("off", 9, 11, -1), center: undefined }];
    expect(engagementTokens(placed, GRID.offsetOf, "oddR").map((t) => t.id)).toEqual(["pc", "foe"]);
  });

  it("the ruler warns when the path leaves the engaged hex: names for the GM, a count for a player", () => {
    const placed = [mover, token("a", 10, 11, -1), token("b", 10, 9, -1), token("s", 9, 10, -1, {}, ["stunned"])];
    const drag = dragEngagement(mover, placed, GRID, clock(11), A13)!;
    const drawn = drawnBy(drag, { i: 10, j: 14 }, false, A13);
    expect(drawn).toEqual(["a", "b"]);
    expect(engagementLine(drawn, drag.names, true, format)).toBe("ER.Engagement.Leaves(2|Name a, Name b)");
    expect(engagementLine(drawn, drag.names, false, format)).toBe("ER.Engagement.LeavesCount(2)");
    // Staying, or a teleport, draws nothing and shows nothing.
    expect(engagementLine(drawBy(drag, { i: 10, j: 10 }, false), drag.names, true, format)).toBeNull();
    expect(drawnBy(drag, { i: 10, j: 14 }, true, A13)).toEqual([]);
  });

  it("forged: a hidden foe next to the mover is not in the warning on any client", () => {
    const placed = [mover, token("ghost", 10, 11, -1, { hidden: true })];
    const drag = dragEngagement(mover, placed, GRID, clock(6), A13)!;
    expect(drawnBy(drag, { i: 10, j: 14 }, false, A13)).toEqual([]);
  });

  it("no warning outside a started combat, between movement seconds, off a hex grid, or with the rules off", () => {
    const placed = [mover, token("a", 10, 11, -1)];
    expect(dragEngagement(mover, placed, GRID, null, A13)).toBeNull();
    expect(dragEngagement(mover, placed, GRID, clock(7), A13)).toBeNull();
    expect(dragEngagement(mover, placed, { ...GRID, type: 1 }, clock(6), A13)).toBeNull();
    expect(dragEngagement(mover, placed, GRID, clock(6), BOOK_RULESET)).toBeNull();
  });
});

describe("interception on the ruler (001:L223)", () => {
  // The mover walks from (10, 4) east to (10, 12); a free foe stands at (9, 8), next to the path's (10, 8) and (10, 7).
  const path = [{ i: 10, j: 4 }, { i: 10, j: 12 }];
  const start = token("pc", 10, 4, 1);
  it("a free foe with its phase unspent may intercept; the GM sees its name, a player a count", () => {
    const drag = dragEngagement(start, [start, token("x", 9, 8, -1)], GRID, clock(6), A13)!;
    const ids = interceptorsOf(drag, path);
    expect(ids).toEqual(["x"]);
    expect(interceptLine(ids, drag.names, true, format)).toBe("ER.Engagement.MayIntercept(Name x)");
    expect(interceptLine(ids, drag.names, false, format)).toBe("ER.Engagement.MayInterceptCount(1)");
  });

  it("not a foe that has moved this phase, one engaged with an ally of the mover, a stunned one, or under A5E", () => {
    const moved = token("x", 9, 8, -1, { movementHistory: [{}] } as never);
    expect(interceptorsOf(dragEngagement(start, [start, moved], GRID, clock(6), A13)!, path)).toEqual([]);
    const ally = token("ally", 8, 8, 1);
    expect(interceptorsOf(dragEngagement(start, [start, token("x", 9, 8, -1), ally], GRID, clock(6), A13)!, path)).toEqual([]);
    expect(interceptorsOf(dragEngagement(start, [start, token("x", 9, 8, -1, {}, ["stunned"])], GRID, clock(6), A13)!, path)).toEqual([]);
    const a5e = resolveRuleset(PRESETS.a5e);
    expect(interceptorsOf(dragEngagement(start, [start, token("x", 9, 8, -1)], GRID, clock(6), a5e)!, path)).toEqual([]);
  });

  it("G13E-I16 not a foe that already intercepted in this phase (its phase is spent); one that intercepted in an earlier phase may", () => {
    const interceptor = (second: number) => token("x", 9, 8, -1, { combatant: { isDefeated: false, system: { variant: { ...NO_VARIANT_MEMORY, interceptAt: toAbsolute({ round: 2, second }) } } } });
    expect(interceptorsOf(dragEngagement(start, [start, interceptor(6)], GRID, clock(6), A13)!, path)).toEqual([]);
    expect(interceptorsOf(dragEngagement(start, [start, interceptor(1)], GRID, clock(6), A13)!, path)).toEqual(["x"]);
  });
});

function drawBy(drag: NonNullable<ReturnType<typeof dragEngagement>>, to: { i: number; j: number }, teleport: boolean): readonly string[] {
  return drawnBy(drag, to, teleport, A13);
}

describe("movers in initiative order within a phase on the ruler (VARIANTS.md §13.3 row 7)", () => {
  const A5E = resolveRuleset(PRESETS.a5e);
  /** A combatant's token: its action this round scored `score`; `moved` when its phase's movement history has a step. */
  const fighter = (id: string, i: number, j: number, disposition: number, score: number, over: { moved?: boolean; hidden?: boolean } = {}): EngagementPlaceable =>
    token(id, i, j, disposition, {
      hidden: over.hidden ?? false,
      movementHistory: over.moved ? [{}] : [],
      combatant: { isDefeated: false, system: { variant: NO_VARIANT_MEMORY }, schedulerState: { id: `c${id}`, action: planAction(2, score), tieBreak: 0, conditions: [], defeated: false } },
    });

  it("GT-7c a mover whose action comes later is told who moves before it and has not yet: names for the GM, a count for a player", () => {
    const me = fighter("pc", 10, 10, 1, 12);
    const placed = [me, fighter("orc", 10, 20, -1, 5), fighter("elf", 12, 12, 1, 8, { moved: true }), fighter("slow", 14, 14, -1, 15), fighter("ghost", 16, 16, -1, 3, { hidden: true })];
    const drag = dragEngagement(me, placed, GRID, clock(6), A5E)!;
    expect(drag.earlier).toEqual(["Name orc"]);
    expect(earlierLine(drag.earlier, true, format)).toBe("ER.Engagement.EarlierMovers(Name orc)");
    expect(earlierLine(drag.earlier, false, format)).toBe("ER.Engagement.EarlierMoversCount(1)");
    // Once the orc has moved, nobody is waited for; the first mover waits for nobody.
    expect(dragEngagement(me, placed.map((t) => (t.document.id === "orc" ? fighter("orc", 10, 20, -1, 5, { moved: true }) : t)), GRID, clock(6), A5E)!.earlier).toEqual([]);
    expect(dragEngagement(placed[1]!, placed, GRID, clock(6), A5E)!.earlier).toEqual([]);
    expect(earlierLine([], true, format)).toBeNull();
  });
});
