/**
 * VARIANTS.md §13.3 row 41: a player's mount or dismount request reaches the active GM's client over
 * the relay with the socket's sender id; only the active GM acts, from what it reads itself. Driven
 * through the real relay handler on the strict stand-ins (combat-world's users and active GM, the
 * mount world's scene, tokens and combatants).
 */
import { GM, GM2, PLAYER, TRUSTED, setActiveGM } from "../../tests/support/combat-world";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handleRelay } from "./relay-gm";
import { parseRelay } from "./relay";
import { provideMountRelay } from "./relay-mount";
import { mountRequestOf } from "./mount-request";
import { resetRefusalLog } from "./refusals";
import { followMount, forceDismount, handleMount, isFollowingMount, mountRelayOutcome, movesRider } from "../canvas/mounted";
import { PRESETS, cubeDistance } from "../rules";
import { resolveRuleset } from "../rules/ruleset";
import { MOUNT_SCENE_ID, mountTokenAt, mountWorld, type MountStandIn } from "../../tests/support/mount-world";

const RIDER = "tokRider00000001";
const HORSE = "tokHorse00000001";
const PONY = "tokPony000000001";
const A5E = resolveRuleset(PRESETS.a5e);
const mount = { kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE };
const dismount = { kind: "dismount", sceneId: MOUNT_SCENE_ID, riderId: RIDER };
let w: MountStandIn;

/** A medium rider at (5, 4) owned by the player, a large horse beside it at (5, 5). */
function world(over: { horseHidden?: boolean; horseAt?: [number, number]; horseSize?: "large" | "medium" } = {}): MountStandIn {
  const [i, j] = over.horseAt ?? [5, 5];
  return mountWorld(A5E, [
    mountTokenAt(RIDER, "Brannoc", 5, 4, "medium", [PLAYER.id]),
    mountTokenAt(HORSE, "Bay horse", i, j, over.horseSize ?? "large", [], { hidden: over.horseHidden === true }),
    mountTokenAt(PONY, "Pony", 8, 8, "large", []),
  ]);
}

beforeEach(() => {
  resetRefusalLog();
  setActiveGM(GM);
  w = world();
  provideMountRelay(async (request, senderId) => mountRelayOutcome(await handleMount(request, senderId, w.world)));
});
afterEach(() => setActiveGM(GM));

describe("the mount and dismount relay kinds", () => {
  it("parses only bounded ids, and drops any other field (a cost, a position)", () => {
    expect(parseRelay({ ...mount, cost: 0, x: 1 })).toEqual(mount);
    expect(parseRelay({ ...dismount, mountId: HORSE })).toEqual(dismount);
    expect(parseRelay({ ...mount, mountId: "x".repeat(17) })).toBeNull();
    expect(parseRelay({ ...mount, mountId: undefined })).toBeNull();
    expect(parseRelay({ ...dismount, riderId: "../../x" })).toBeNull();
  });

  it("GA-R1 over the relay: the owner mounts; the GM's client writes the link, the cost and places the rider on its mount in one update", async () => {
    expect(await handleRelay({ ...mount, cost: 0 }, PLAYER.id)).toBeNull();
    expect(w.combatants.get(RIDER)!.memory).toMatchObject({ mountId: HORSE, mountRound: 2 });
    expect(w.costs.get(RIDER)!.taken).toEqual([4, 2, 0, 0]);
    const horse = w.tokens.get(HORSE)!;
    expect(w.tokens.get(RIDER)!.places).toEqual([{ x: horse.x, y: horse.y, elevation: 0 }]);
  });

  it("GA-R4 over the relay: a second mount or a dismount in the same round is refused; next round the dismount lands beside the horse", async () => {
    expect(await handleRelay(mount, PLAYER.id)).toBeNull();
    expect(await handleRelay(dismount, PLAYER.id)).toBe("mountRefused");
    expect(await handleMount({ kind: "dismount", sceneId: MOUNT_SCENE_ID, riderId: RIDER }, PLAYER.id, w.world)).toBe("onceARound");
    w.clock = { round: 3, second: 1 };
    expect(await handleRelay(dismount, PLAYER.id)).toBeNull();
    expect(w.combatants.get(RIDER)!.memory).toMatchObject({ mountId: "", mountRound: 3 });
    const rider = w.tokens.get(RIDER)!;
    const horse = w.tokens.get(HORSE)!;
    expect(rider.hexes[0]).not.toEqual(horse.hexes[0]);
    expect(cubeDistance(rider.hexes[0]!, horse.hexes[0]!)).toBe(1);
  });

  it("forged: a sender who does not own the rider, an unknown sender, or a payload naming another token is refused and nothing is written", async () => {
    expect(await handleRelay(mount, TRUSTED.id)).toBe("notOwner");
    expect(await handleRelay(mount, "nobody0000000001")).toBe("unknownSender");
    expect(await handleRelay({ ...mount, riderId: HORSE, mountId: RIDER }, PLAYER.id)).toBe("notOwner");
    expect(w.combatants.get(RIDER)!.writes).toEqual([]);
    expect(w.tokens.get(RIDER)!.places).toEqual([]);
  });

  it("hidden: a player naming a hidden mount is refused before its size or place is read; the GM may", async () => {
    w = world({ horseHidden: true });
    w.tokens.get(HORSE)!.guardHidden = true;
    expect(await handleRelay(mount, PLAYER.id)).toBe("mountRefused");
    expect(await handleMount({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE }, PLAYER.id, w.world)).toBe("hidden");
    w.tokens.get(HORSE)!.guardHidden = false;
    expect(await handleMount({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE }, GM.id, w.world)).toBeNull();
  });

  it("not adjacent, GA-R5 the same size, or a horse another rider already rides: refused", async () => {
    w = world({ horseAt: [5, 7] });
    expect(await handleMount({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE }, PLAYER.id, w.world)).toBe("notAdjacent");
    w = world({ horseSize: "medium" });
    expect(await handleMount({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE }, PLAYER.id, w.world)).toBe("tooBig");
    w = world();
    await w.combatants.get(PONY)!.writeMemory({ mountId: HORSE });
    expect(await handleMount({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE }, PLAYER.id, w.world)).toBe("mountTaken");
  });

  it("no GM, or a GM who is not the active one: nothing happens; when the active GM changes hands the new one acts", async () => {
    setActiveGM(null);
    expect(await handleRelay(mount, PLAYER.id)).toBeUndefined();
    setActiveGM(GM2);
    expect(await handleRelay(mount, PLAYER.id)).toBeUndefined();
    expect(w.combatants.get(RIDER)!.writes).toEqual([]);
    setActiveGM(GM);
    expect(await handleRelay(mount, PLAYER.id)).toBeNull();
  });

  it("outside a movement second, or before the combat starts: refused", async () => {
    w.clock = { round: 2, second: 3 };
    expect(await handleMount({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE }, PLAYER.id, w.world)).toBe("notMovementSecond");
    w.clock = null;
    expect(await handleMount({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE }, PLAYER.id, w.world)).toBe("notStarted");
  });

  it("the rider follows its mount on one client: the mover's when it owns the rider, else the active GM's", () => {
    expect(movesRider({ moverIsSelf: true, moverOwnsRider: true, activeGMIsSelf: false })).toBe(true);
    expect(movesRider({ moverIsSelf: false, moverOwnsRider: true, activeGMIsSelf: true })).toBe(false);
    expect(movesRider({ moverIsSelf: true, moverOwnsRider: false, activeGMIsSelf: false })).toBe(false);
    expect(movesRider({ moverIsSelf: false, moverOwnsRider: false, activeGMIsSelf: true })).toBe(true);
  });

  it("a rider's follow move is marked on this client only while it runs (enforcement lets it through), also when it fails", async () => {
    let during = false;
    await followMount("Scene.s.Token.rider", async () => { during = isFollowingMount("Scene.s.Token.rider"); });
    expect([during, isFollowingMount("Scene.s.Token.rider")]).toEqual([true, false]);
    await expect(followMount("Scene.s.Token.rider", async () => { throw new Error("refused"); })).rejects.toThrow();
    expect(isFollowingMount("Scene.s.Token.rider")).toBe(false);
  });

  it("a fall (GA-R7) dismounts without a request: the link goes, the round of the mount stays, the rider lands beside its mount", async () => {
    expect(await handleRelay(mount, PLAYER.id)).toBeNull();
    const scene = w.world.scene(MOUNT_SCENE_ID)!;
    await forceDismount(scene, scene.token(RIDER)!, scene.token(HORSE)!, w.combatants.get(RIDER)!);
    expect(w.combatants.get(RIDER)!.memory).toMatchObject({ mountId: "", mountRound: 2 });
    expect(cubeDistance(w.tokens.get(RIDER)!.hexes[0]!, w.tokens.get(HORSE)!.hexes[0]!)).toBe(1);
  });
});

describe("the tracker's mount request", () => {
  it("names the rider's scene and token and, to mount, the user's one other target; nothing else", () => {
    const rider = { sceneId: MOUNT_SCENE_ID, tokenId: RIDER };
    expect(mountRequestOf("mount", rider, [HORSE])).toEqual({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE });
    expect(mountRequestOf("mount", rider, [RIDER, HORSE])).toEqual({ kind: "mount", sceneId: MOUNT_SCENE_ID, riderId: RIDER, mountId: HORSE });
    expect(mountRequestOf("mount", rider, [HORSE, PONY])).toEqual({ refused: "ER.Movement.Mount.NoTarget" });
    expect(mountRequestOf("mount", rider, [])).toEqual({ refused: "ER.Movement.Mount.NoTarget" });
    expect(mountRequestOf("dismount", rider, [HORSE])).toEqual({ kind: "dismount", sceneId: MOUNT_SCENE_ID, riderId: RIDER });
    expect(mountRequestOf("dismount", { sceneId: null, tokenId: RIDER }, [])).toEqual({ refused: "ER.Movement.Mount.NoToken" });
  });
});
