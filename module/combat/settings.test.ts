import { afterEach, describe, it, expect, vi } from "vitest";
import { registerCombatSettings } from "./settings";
import { ADVANCE_ROLE_LEVEL, roleMayAdvance, userMayAdvance } from "./setting-values";

describe("who runs the clock", () => {
  it("admits the chosen role and above (Foundry roles: 1 player, 2 trusted, 3 assistant, 4 GM)", () => {
    expect([1, 2, 3, 4].filter((r) => roleMayAdvance(r, "gm"))).toEqual([4]);
    expect([1, 2, 3, 4].filter((r) => roleMayAdvance(r, "assistant"))).toEqual([3, 4]);
    expect([1, 2, 3, 4].filter((r) => roleMayAdvance(r, "trusted"))).toEqual([2, 3, 4]);
    expect(Object.keys(ADVANCE_ROLE_LEVEL)).toEqual(["gm", "assistant", "trusted"]);
  });
});

describe("who runs the clock, by user", () => {
  afterEach(() => vi.unstubAllGlobals());
  it("'Game Master only' does not admit an Assistant GM (whose isGM is true too)", () => {
    let choice = "gm";
    vi.stubGlobal("game", { settings: { get: () => choice } });
    const assistant = { role: 3, isGM: true };
    const gm = { role: 4, isGM: true };
    expect([userMayAdvance(gm), userMayAdvance(assistant), userMayAdvance(null)]).toEqual([true, false, false]);
    choice = "assistant";
    expect(userMayAdvance(assistant)).toBe(true);
    expect(userMayAdvance({ role: 2, isGM: false })).toBe(false);
  });
});

const refreshMarker = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("./marker", () => ({ refreshMarker }));

describe("the marker setting", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("redraws the marker as soon as it is switched, not at the next combat change", async () => {
    const registered = new Map<string, { onChange?: (value: unknown) => unknown }>();
    vi.stubGlobal("game", { settings: { register: (_ns: string, key: string, config: object) => registered.set(key, config) } });
    registerCombatSettings();
    const onChange = registered.get("showMarker")?.onChange;
    expect(onChange).toBeTypeOf("function");
    onChange?.(false);
    await vi.waitFor(() => expect(refreshMarker).toHaveBeenCalledTimes(1));
  });
});

describe("who rolls players' attack and damage dice", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a world setting offered in the settings, their own client by default, the active GM's client as the other choice", async () => {
    const registered = new Map<string, Record<string, unknown>>();
    vi.stubGlobal("game", { settings: { register: (_ns: string, key: string, config: Record<string, unknown>) => registered.set(key, config) } });
    registerCombatSettings();
    const config = registered.get("attackDice");
    expect(config).toMatchObject({ scope: "world", config: true, type: String, default: "player" });
    expect(Object.keys(config?.["choices"] as object)).toEqual(["player", "gm"]);
    const { gmRollsPlayersDice } = await import("./setting-values");
    let value: unknown = "player";
    vi.stubGlobal("game", { settings: { get: () => value } });
    expect(gmRollsPlayersDice()).toBe(false);
    value = "gm";
    expect(gmRollsPlayersDice()).toBe(true);
  });
});
