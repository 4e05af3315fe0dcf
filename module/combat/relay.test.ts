import { afterEach, describe, expect, it, vi } from "vitest";
import { SOCKET, sendRelay } from "./relay";

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

  it("sends the request with the sender's id while a GM is connected", () => {
    const { emit, warn } = stubFoundry({ id: "gm00000000000001" });
    sendRelay({ kind: "advance", combatId: "combat0000000001", direction: -1 });
    expect(emit).toHaveBeenCalledWith(SOCKET, { kind: "advance", combatId: "combat0000000001", direction: -1, userId: "player0000000001" });
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns the user and sends nothing when no GM is connected to carry it out", () => {
    const { emit, warn } = stubFoundry(null);
    sendRelay({ kind: "start", combatId: "combat0000000001" });
    expect(emit).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("localised:ER.Combat.Relay.NoGM");
  });
});
