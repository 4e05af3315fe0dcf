import { describe, expect, it } from "vitest";
import { isBareInitiativeClear } from "./clear-guard";

describe("a bare initiative clear is refused, whatever the menu entry is called", () => {
  it("refuses core's Clear/Reset Initiative write", () => {
    expect(isBareInitiativeClear({ initiative: null })).toBe(true);
    expect(isBareInitiativeClear({ _id: "c1", initiative: null })).toBe(true);
  });

  it("lets scores and the system's own awaiting writes through", () => {
    expect(isBareInitiativeClear({ initiative: 14 })).toBe(false);
    expect(isBareInitiativeClear({ initiative: null, system: { action: { score: 0 } } })).toBe(false);
    expect(isBareInitiativeClear({ initiative: null, "system.action": { score: 0 } })).toBe(false);
    expect(isBareInitiativeClear({ name: "x" })).toBe(false);
    expect(isBareInitiativeClear(null)).toBe(false);
  });
});
