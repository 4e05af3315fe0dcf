/**
 * A readied action's trigger (VARIANTS.md §3.4) is readable only by the GMs and the combatant's
 * owners: never stored on the Combatant (every client receives it), never carried by the relay.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GM, GM2, PLAYER, FakeCombat, FakeCombatant, combats, created, hooks, server, settings, settle } from "../../tests/support/combat-world";
import { PRESETS, planAction, toAbsolute } from "../rules";

let ERCombat: typeof import("./documents").ERCombat;
let ERCombatant: typeof import("./documents").ERCombatant;
let SOCKET: string;
let holdCombatant: typeof import("./variant-actions").holdCombatant;
let repairCombat: typeof import("./gm-repair").repairCombat;

type Combat = InstanceType<typeof import("./documents").ERCombat> & FakeCombat;
const COMBAT_ID = "combatReady00001";
const PIP = "cmbtPip000000001";

beforeAll(async () => {
  ({ ERCombat, ERCombatant } = await import("./documents"));
  ({ SOCKET } = await import("./relay"));
  ({ holdCombatant } = await import("./variant-actions"));
  ({ repairCombat } = await import("./gm-repair"));
  (await import("./guards")).registerGuards(hooks);
  const { listenForRelay } = await import("./relay-gm");
  listenForRelay((globalThis as unknown as { game: { socket: Parameters<typeof listenForRelay>[0] } }).game.socket);
});

beforeEach(() => {
  settings["enchanted-realms.variants"] = PRESETS.a13;
  created.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

function fight(): Combat {
  const member = (d: ConstructorParameters<typeof FakeCombatant>[0]) => new (ERCombatant as unknown as new (x: typeof d) => FakeCombatant)(d);
  // The clock stands at Pip's own count (second 12): a hold or ready is taken there or later (001:L100).
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(COMBAT_ID, 2, toAbsolute({ round: 2, second: 12 }), [
    member({ id: PIP, name: "Pip", owners: [PLAYER.id], action: planAction(2, 12), tieBreak: 1 }),
    member({ id: "cmbtDragon000001", name: "Dragon", action: planAction(2, 14), tieBreak: 2 }),
  ]);
  combats.clear();
  combats.set(COMBAT_ID, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}

describe("a readied action's trigger", () => {
  it("the GM readies: the combatant keeps only the readied marker; the text is whispered to the GMs and the owners", async () => {
    const combat = fight();
    await holdCombatant(combat, PIP, "when Pip opens the vault door");
    await settle();
    const pip = combat.combatants.get(PIP)!;
    expect(pip.system.variant).toMatchObject({ readied: true, trigger: "" });
    expect(JSON.stringify(pip)).not.toContain("vault door");
    const note = created.find((m) => String(m.data["content"]).includes("vault door"));
    expect(note?.data["whisper"]).toEqual([GM.id, PLAYER.id, GM2.id]);
  });

  it("a trigger text sent over the relay (every client's socket gets it) is never stored nor posted by the GM", async () => {
    const combat = fight();
    server.client(PLAYER.id).emit(SOCKET, { kind: "hold", combatId: COMBAT_ID, combatantId: PIP, trigger: "when the guard turns" });
    await settle();
    expect(combat.combatants.get(PIP)!.system.variant).toMatchObject({ readied: true, trigger: "" });
    expect(created.some((m) => String(m.data["content"]).includes("guard turns"))).toBe(false);
  });

  it("a trigger text an earlier version stored is cleared by the active GM's repair", async () => {
    const combat = fight();
    const pip = combat.combatants.get(PIP)!;
    pip.system.variant = { ...pip.system.variant, readied: true, held: 2, trigger: "old secret plan" };
    await repairCombat(combat);
    await settle();
    expect(pip.system.variant).toMatchObject({ readied: true, trigger: "" });
  });
});
