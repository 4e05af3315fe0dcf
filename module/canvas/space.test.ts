import { describe, expect, it } from "vitest";
import { BOOK_RULESET, PRESETS, resolveRuleset } from "../rules";
import { blockedLine, blockerOf, dragSpace, movePoints, spaceTokens, surroundLine, surroundNotes, type SpacePlaceable } from "./space";
import lang from "../../lang/en.json";

const A5E = resolveRuleset(PRESETS.a5e);
// A pointy-top odd-row grid (Foundry HEXODDR = 2) with 100-px cells: the centre of offset (i, j).
const GRID = { type: 2, offsetOf: (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) }) };
const at = (i: number, j: number) => ({ x: j * 100, y: i * 100 });
const token = (id: string, i: number, j: number, disposition: number, over: Partial<SpacePlaceable["document"]> = {}, size?: string): SpacePlaceable => ({
  document: { id, name: `Name ${id}`, disposition, hidden: false, width: 1, combatant: null, ...over },
  actor: { system: size === undefined ? {} : { size } },
  center: at(i, j),
});
const mover = token("pc", 10, 5, 1);

/** A strict formatter: a known key shows with its data; a missing one shows as the key. */
const KNOWN = new Set(Object.keys((lang as { ER: { Space: Record<string, unknown> } }).ER.Space).map((k) => `ER.Space.${k}`));
const format = (key: string, data: Record<string, string>) => (KNOWN.has(key) ? `${key}(${Object.values(data).join("|")})` : key);

describe("size and space on the canvas (VARIANTS.md §6.6, row 40)", () => {
  it("reads visible tokens with an actor and a place, each with its own grid spaces and its size", () => {
    const ogre = token("ogre", 10, 8, -1, { width: 2, getOccupiedGridSpaceOffsets: () => [{ i: 10, j: 8 }, { i: 10, j: 9 }, { i: 11, j: 8 }] });
    const placed = [mover, ogre, token("hidden", 10, 7, -1, { hidden: true }), { ...token("noActor", 9, 10, -1), actor: null }];
    const tokens = spaceTokens(placed, GRID.offsetOf, "oddR");
    expect(tokens.map((t) => [t.id, t.size, t.hexes.length])).toEqual([["pc", "medium", 1], ["ogre", "large", 3]]);
  });

  it("a path through a hostile Medium token is blocked: the name for the GM, a plain line for a player", () => {
    const placed = [mover, token("orc", 10, 7, -1)];
    const drag = dragSpace(mover, placed, GRID, A5E)!;
    const blocker = blockerOf(drag, [{ i: 10, j: 5 }, { i: 10, j: 9 }], false);
    expect(blocker).toBe("orc");
    expect(blockedLine(blocker, drag.names, true, format)).toBe("ER.Space.BlockedBy(Name orc)");
    expect(blockedLine(blocker, drag.names, false, format)).toBe("ER.Space.Blocked()");
    expect(blockerOf(drag, [{ i: 10, j: 5 }, { i: 10, j: 6 }], false)).toBeNull();
    expect(blockerOf(drag, [{ i: 10, j: 5 }, { i: 10, j: 9 }], true)).toBeNull();
  });

  it("a hidden foe, an ally or a Huge foe never blocks; the book's ruleset or a square grid gives no index", () => {
    const placed = [mover, token("hidden", 10, 6, -1, { hidden: true }), token("ally", 10, 7, 1), token("giant", 10, 8, -1, {}, "huge")];
    expect(blockerOf(dragSpace(mover, placed, GRID, A5E)!, [{ i: 10, j: 5 }, { i: 10, j: 9 }], false)).toBeNull();
    expect(dragSpace(mover, placed, GRID, BOOK_RULESET)).toBeNull();
    expect(dragSpace(mover, placed, { ...GRID, type: 1 }, A5E)).toBeNull();
  });

  it("a squeezing Large mover (the Squeezing status) passes a one-hex gap its footprint would not (004:L15)", () => {
    const spaces = () => [{ i: 10, j: 5 }, { i: 9, j: 5 }];
    const ogre = (statuses: string[]): SpacePlaceable => ({ ...token("ogre", 10, 5, 1, { width: 2, getOccupiedGridSpaceOffsets: spaces }, "large"), actor: { system: { size: "large" }, statuses: new Set(statuses) } });
    const placed = (m: SpacePlaceable) => [m, token("orc1", 9, 7, -1), token("orc2", 11, 7, -1)];
    const path = [{ i: 10, j: 5 }, { i: 10, j: 9 }];
    const plain = ogre([]);
    expect(blockerOf(dragSpace(plain, placed(plain), GRID, A5E)!, path, false)).toBe("orc1");
    const squeezing = ogre(["squeezing"]);
    expect(blockerOf(dragSpace(squeezing, placed(squeezing), GRID, A5E)!, path, false)).toBeNull();
  });

  it("surround limits shown where a path stops next to a foe: its name and count for the GM, a plain line for a player (004:L6)", () => {
    // Offset (10, 7)'s neighbours (an even row of odd-r hexes): (10, 6), (10, 8), (9, 6), (9, 7), (11, 6), (11, 7).
    const orc = token("orc", 10, 7, -1);
    const allies = [token("a1", 10, 8, 1), token("a2", 9, 7, 1), token("a3", 9, 6, 1), token("a4", 11, 7, 1), token("hidden", 11, 6, 1, { hidden: true })];
    const drag = dragSpace(mover, [mover, orc, ...allies], GRID, A5E)!;
    const notes = surroundNotes(drag, { i: 10, j: 6 }, A5E);
    expect(notes).toEqual([{ id: "orc", count: 5, limit: 6 }]);
    expect(surroundLine(notes, drag.names, true, format)).toBe("ER.Space.Surround(5|6|Name orc)");
    expect(surroundLine(notes, drag.names, false, format)).toBe("ER.Space.SurroundFoe(5|6)");
    expect(surroundNotes(drag, { i: 10, j: 3 }, A5E)).toEqual([]);
    expect(surroundLine([], drag.names, true, format)).toBeNull();
    expect(surroundLine([{ id: "orc", count: 7, limit: 6 }], drag.names, false, format)).toBe("ER.Space.SurroundFoeOver(7|6)");
  });

  it("a move's points run from its origin through its waypoints' centres", () => {
    const centre = (p: { x: number; y: number }) => ({ x: p.x + 50, y: p.y + 50 });
    const pts = movePoints({ origin: { x: 450, y: 950 }, passed: { waypoints: [{ x: 650, y: 950 }] }, pending: { waypoints: [{ x: 850, y: 950 }] } }, centre, GRID.offsetOf);
    expect(pts).toEqual([{ i: 10, j: 5 }, { i: 10, j: 7 }, { i: 10, j: 9 }]);
  });
});
