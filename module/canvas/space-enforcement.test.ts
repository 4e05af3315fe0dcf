import { beforeEach, describe, expect, it, vi } from "vitest";
import { PRESETS, resolveRuleset } from "../rules";
import lang from "../../lang/en.json";

// The drop of a move through a hostile space (VARIANTS.md §6.6, row 40): the mover's context and the
// enforcement setting are stand-ins; the space index is the real one over stand-in placeables.
const A5E = resolveRuleset(PRESETS.a5e);
const mode = vi.hoisted(() => ({ value: "enforce" as "off" | "warn" | "enforce" }));
vi.mock("./mover", () => ({ moveContextOf: () => ({ variants: { ruleset: A5E } }) }));
vi.mock("./settings", () => ({ enforcementMode: () => mode.value }));
const { spaceCheck } = await import("./enforcement");

const KNOWN = new Set(Object.keys((lang as { ER: { Space: Record<string, unknown> } }).ER.Space).map((k) => `ER.Space.${k}`));
const notes = { error: vi.fn(), warn: vi.fn() };
const user = { isGM: false };
vi.stubGlobal("ui", { notifications: notes });
vi.stubGlobal("game", { user, i18n: { format: (key: string, data: Record<string, string>) => (KNOWN.has(key) ? `${key}(${Object.values(data).join("|")})` : key) } });

// 100-px cells, offset (i, j) centred at (100 j, 100 i); a waypoint's x, y is its top-left (50 px off).
const getOffset = (p: { x: number; y: number }) => ({ i: Math.round(p.y / 100), j: Math.round(p.x / 100) });
const placeable = (id: string, j: number, disposition: number) => ({
  document: { id, name: `Name ${id}`, disposition, hidden: false, width: 1, combatant: null },
  actor: { system: {} },
  center: { x: j * 100, y: 1000 },
});
const mover = placeable("pc", 5, 1);
const scene = { grid: { type: 2, getOffset } };
const token = { parent: scene, object: mover, getCenterPoint: (p: { x: number; y: number }) => ({ x: p.x + 50, y: p.y + 50 }) };
const move = (toJ: number) => ({ origin: { x: 450, y: 950 }, passed: { waypoints: [] }, pending: { waypoints: [{ x: toJ * 100 - 50, y: 950 }] } });

describe("a move through a hostile creature's space on the drop", () => {
  beforeEach(() => {
    notes.error.mockClear(); notes.warn.mockClear();
    user.isGM = false; mode.value = "enforce";
    vi.stubGlobal("canvas", { tokens: { placeables: [mover, placeable("orc", 7, -1)] } });
  });
  const check = (m: object, teleport = false) => spaceCheck(token as never, m, teleport);

  it("enforce: refused with the localised line; a path short of the foe goes", () => {
    expect(check(move(9))).toBe(false);
    expect(notes.error).toHaveBeenCalledWith("ER.Space.Blocked()");
    expect(check(move(6))).toBeUndefined();
  });

  it("warn: let through with a warning; a GM's move and a teleport are allowed silently", () => {
    mode.value = "warn";
    expect(check(move(9))).toBeUndefined();
    expect(notes.warn).toHaveBeenCalledWith("ER.Space.Blocked()");
    notes.warn.mockClear();
    user.isGM = true;
    expect(check(move(9))).toBeUndefined();
    user.isGM = false; mode.value = "enforce";
    expect(check(move(9), true)).toBeUndefined();
    expect(notes.warn).not.toHaveBeenCalled();
    expect(notes.error).not.toHaveBeenCalled();
  });
});
