import { afterEach, describe, expect, it, vi } from "vitest";
import { currentRollMode, effectChanges, effectChangesData, gmRollMode, isPublicRollMode, publicRollMode, rollVisibilityOption } from "./compat";

const g = globalThis as Record<string, unknown>;

function coreOn(generation: number, settings: Record<string, unknown>): void {
  g["game"] = {
    release: { generation },
    settings: {
      get: (namespace: string, key: string) => {
        const k = `${namespace}.${key}`;
        if (!(k in settings)) throw new Error(`setting ${k} is not registered`);
        return settings[k];
      },
    },
  };
}

afterEach(() => {
  delete g["game"];
});

describe("roll visibility across v13 and v14", () => {
  it("v13 reads core.rollMode and names its modes publicroll/gmroll", () => {
    coreOn(13, { "core.rollMode": "blindroll" });
    expect(currentRollMode()).toBe("blindroll");
    expect(rollVisibilityOption("gmroll")).toEqual({ rollMode: "gmroll" });
    expect([publicRollMode(), gmRollMode()]).toEqual(["publicroll", "gmroll"]);
  });

  it("v14 reads core.messageMode and names its modes public/gm", () => {
    coreOn(14, { "core.messageMode": "gm" });
    expect(currentRollMode()).toBe("gm");
    expect(rollVisibilityOption("gm")).toEqual({ messageMode: "gm" });
    expect([publicRollMode(), gmRollMode()]).toEqual(["public", "gm"]);
  });

  it("an unregistered setting falls back to the public mode", () => {
    coreOn(14, { "core.rollMode": "gmroll" });
    expect(currentRollMode()).toBe("public");
  });

  it("knows which modes are public in either version", () => {
    for (const mode of ["publicroll", "public", "roll"]) expect(isPublicRollMode(mode)).toBe(true);
    for (const mode of ["gmroll", "gm", "blindroll", "blind", "selfroll", "self"]) expect(isPublicRollMode(mode)).toBe(false);
  });
});

describe("context-menu entries across versions", () => {
  it("reads the label key of a v13 or a v14 entry", async () => {
    const { contextMenuEntryLabel } = await import("./compat");
    expect(contextMenuEntryLabel({ name: "COMBAT.CombatantClear", icon: "<i></i>" })).toBe("COMBAT.CombatantClear");
    expect(contextMenuEntryLabel({ label: "COMBAT.CombatantClear", icon: "fa-solid" })).toBe("COMBAT.CombatantClear");
    expect(contextMenuEntryLabel({ icon: "x" })).toBeUndefined();
    expect(contextMenuEntryLabel(null)).toBeUndefined();
  });
});

describe("effectChanges: one change shape for v13 and v14", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("v13: effect.changes with numeric modes, one application reported as the initial phase", () => {
    vi.stubGlobal("game", { release: { generation: 13 } });
    const effect = { changes: [{ key: "system.movement.speed", value: "2", mode: 2 }, { key: "system.quickness", value: 5, mode: 5 }], system: { changes: [] } };
    expect(effectChanges(effect)).toEqual([
      { key: "system.movement.speed", value: "2", type: "add", phase: "initial" },
      { key: "system.quickness", value: "5", type: "override", phase: "initial" },
    ]);
  });

  it("v14: effect.system.changes with type and phase", () => {
    vi.stubGlobal("game", { release: { generation: 14 } });
    const effect = { system: { changes: [{ key: "system.movement.speed", value: "2", type: "add", phase: "final" }] } };
    expect(effectChanges(effect)).toEqual([{ key: "system.movement.speed", value: "2", type: "add", phase: "final" }]);
    expect(effectChanges({ system: {} })).toEqual([]);
    expect(effectChanges(null)).toEqual([]);
  });
});

describe("effectChangesData: creation data for either version", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("v13 numeric modes; v14 types with a phase; each reads back through effectChanges", () => {
    const speed = { key: "system.movement.speed", value: "2", type: "add" };
    vi.stubGlobal("game", { release: { generation: 13 } });
    expect(effectChangesData([speed])).toEqual({ changes: [{ key: "system.movement.speed", value: "2", mode: 2 }] });
    expect(effectChanges(effectChangesData([speed]))).toEqual([{ ...speed, phase: "initial" }]);
    vi.stubGlobal("game", { release: { generation: 14 } });
    expect(effectChangesData([speed], "final")).toEqual({ system: { changes: [{ ...speed, phase: "final" }] } });
    expect(effectChanges(effectChangesData([speed], "final"))).toEqual([{ ...speed, phase: "final" }]);
  });
});
