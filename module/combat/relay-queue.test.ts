/**
 * Requests sent while the GM's client loads: the listener is attached at init and the requests are
 * held until ready, then handled in order; the hold is bounded.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GM, TRUSTED, FakeCombat, FakeCombatant, combats, hooks, server, settings, settle } from "../../tests/support/combat-world";
import { planAction, toAbsolute } from "../rules";
import { HeldRelayRequests } from "./relay-queue";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let SOCKET: string;
let listenForRelay: typeof import("./relay-gm").listenForRelay;

type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
const COMBAT_ID = "combatQueue00001";

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ SOCKET } = await import("./relay"));
  ({ listenForRelay } = await import("./relay-gm"));
  (await import("./guards")).registerGuards(hooks);
});

describe("relay requests while the GM's client loads", () => {
  it("are held until ready, then handled in the order they came", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    settings["enchanted-realms.advanceRole"] = "trusted";
    const member = (d: ConstructorParameters<typeof FakeCombatant>[0]) => new (ERCombatant as unknown as new (x: typeof d) => FakeCombatant)(d);
    const make = (id: string) => {
      const c = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(id, 2, toAbsolute({ round: 2, second: 2 }), [
        member({ id: "cmbtA00000000001", name: "A", action: planAction(2, 8), tieBreak: 1 }),
        member({ id: "cmbtB00000000001", name: "B", action: planAction(2, 14), tieBreak: 2 }),
      ]);
      combats.set(id, c);
      hooks.documentCreated("Combat", c, {}, GM.id);
      return c;
    };
    const combat = make(COMBAT_ID);
    // The same moves made directly by the GM, in the same order (what the held requests must give).
    const twin = make("combatTwin000001");
    for (const d of [1, 1, -1] as const) await twin.advance(d);
    await settle();
    // The GM's client at init.
    const queue = listenForRelay(server.client(GM.id), { held: true });
    const tess = server.client(TRUSTED.id);
    tess.emit(SOCKET, { kind: "advance", combatId: COMBAT_ID, direction: 1 });
    tess.emit(SOCKET, { kind: "advance", combatId: COMBAT_ID, direction: 1 });
    tess.emit(SOCKET, { kind: "advance", combatId: COMBAT_ID, direction: -1 });
    await settle();
    expect(combat.system.absolute).toBe(toAbsolute({ round: 2, second: 2 }));
    expect(queue.size).toBe(3);
    // Ready: forward, forward, back, in that order.
    await queue.open();
    await settle();
    expect(queue.size).toBe(0);
    expect(combat.clock).toEqual(twin.clock);
    expect(combat.clock).not.toEqual({ round: 2, second: 2 });
    // After ready, a request is handled at once.
    tess.emit(SOCKET, { kind: "advance", combatId: COMBAT_ID, direction: 1 });
    await twin.advance(1);
    await settle();
    expect(combat.clock).toEqual(twin.clock);
  });

  it("holds at most its bound; the rest are dropped with one console line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const handled: unknown[] = [];
    const queue = new HeldRelayRequests(async (data) => void handled.push(data), 5);
    for (let i = 0; i < 12; i++) queue.receive(i, "sender0000000001");
    expect(queue.size).toBe(5);
    expect(warn).toHaveBeenCalledTimes(1);
    await queue.open();
    expect(handled).toEqual([0, 1, 2, 3, 4]);
  });
});
