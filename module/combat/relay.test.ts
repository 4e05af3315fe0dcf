import { afterEach, describe, expect, it, vi } from "vitest";
import { SOCKET, parseRelay, sendRelay } from "./relay";

/** Stands in for the Foundry globals sendRelay reads: the users (with or without an active GM), the socket, the notifications. */
function stubFoundry(activeGM: object | null) {
  const emit = vi.fn();
  const warn = vi.fn();
  vi.stubGlobal("game", {
    user: { id: "player0000000001", isGM: false },
    users: { activeGM },
    socket: { emit },
    i18n: { localize: (key: string) => `localised:${key}` },
  });
  vi.stubGlobal("ui", { notifications: { warn } });
  return { emit, warn };
}

describe("relaying a clock request to the GM", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the request without any user id while a GM is connected (the socket names the sender)", () => {
    const { emit, warn } = stubFoundry({ id: "gm00000000000001" });
    sendRelay({ kind: "advance", combatId: "combat0000000001", direction: -1 });
    expect(emit).toHaveBeenCalledWith(SOCKET, { kind: "advance", combatId: "combat0000000001", direction: -1 });
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns the user and sends nothing when no GM is connected to carry it out", () => {
    const { emit, warn } = stubFoundry(null);
    sendRelay({ kind: "start", combatId: "combat0000000001" });
    expect(emit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("localised:ER.Combat.Relay.NoGM");
  });
});

describe("the relay's field checks", () => {
  const combatId = "combat0000000001";
  const combatantId = "cmbt000000000001";
  it("accepts well-formed requests and keeps only their known fields", () => {
    expect(parseRelay({ kind: "advance", combatId, direction: 1, userId: "gm00000000000001" })).toEqual({ kind: "advance", combatId, direction: 1 });
    expect(parseRelay({ kind: "round", combatId, direction: -1 })).toEqual({ kind: "round", combatId, direction: -1 });
    expect(parseRelay({ kind: "start", combatId })).toEqual({ kind: "start", combatId });
    expect(parseRelay({ kind: "delay", combatId, combatantId })).toEqual({ kind: "delay", combatId, combatantId });
    expect(parseRelay({ kind: "roll", combatId, combatantId })).toEqual({ kind: "roll", combatId, combatantId });
    // A double move names a combatant and nothing else.
    expect(parseRelay({ kind: "doubleMove", combatId, combatantId, round: 99, userId: "gm00000000000001" })).toEqual({ kind: "doubleMove", combatId, combatantId });
    expect(parseRelay({ kind: "cast", combatId, combatantId, seconds: 12, name: "Ward" })).toEqual({ kind: "cast", combatId, combatantId, seconds: 12, name: "Ward" });
  });

  it("refuses every malformed field", () => {
    for (const bad of [
      null, 7, "advance", [], {},
      { kind: "advance", combatId, direction: 2 },
      { kind: "advance", combatId, direction: "1" },
      { kind: "advance", combatId, direction: 0.5 },
      { kind: "advance", combatId: "short", direction: 1 },
      { kind: "advance", combatId: { $ne: null }, direction: 1 },
      { kind: "teleport", combatId },
      { kind: "delay", combatId, combatantId: "../../etc" },
      { kind: "doubleMove", combatId },
      { kind: "doubleMove", combatId, combatantId: ["cmbt000000000001"] },
      { kind: "cast", combatId, combatantId, seconds: 2e10, name: "x" },
      { kind: "cast", combatId, combatantId, seconds: 221, name: "x" },
      { kind: "cast", combatId, combatantId, seconds: -1, name: "x" },
      { kind: "cast", combatId, combatantId, seconds: 4.5, name: "x" },
      { kind: "cast", combatId, combatantId, seconds: 4, name: "x".repeat(101) },
      { kind: "cast", combatId, combatantId, seconds: 4, name: 5 },
    ]) {
      expect(parseRelay(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
