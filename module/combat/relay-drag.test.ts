/**
 * VARIANTS.md §13.3 row 42: a player's drag request reaches the active GM's client over the relay
 * with the socket's sender id; only the active GM acts, with the path it saw committed. Driven
 * through the real relay handler on the strict stand-ins (combat-world's users and active GM, the
 * drag world's scene, tokens and combatants).
 */
import { GM, GM2, PLAYER, setActiveGM } from "../../tests/support/combat-world";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handleRelay } from "./relay-gm";
import { provideDragRelay } from "./relay-drag";
import { resetRefusalLog } from "./refusals";
import { forgetDrags, handleDragAlly, relayOutcome, rememberDrag } from "../canvas/drag-ally";
import { PRESETS } from "../rules";
import { resolveRuleset } from "../rules/ruleset";
import { SCENE_ID, dragWorld, tokenAt, type DragStandIn } from "../../tests/support/drag-world";

const DRAGGER = "tokDragger000001";
const ALLY = "tokAlly000000001";
const payload = { kind: "dragAlly", sceneId: SCENE_ID, tokenId: DRAGGER, allyId: ALLY, movementId: "move000000000001" };
let w: DragStandIn;

beforeEach(() => {
  forgetDrags();
  resetRefusalLog();
  setActiveGM(GM);
  w = dragWorld(resolveRuleset(PRESETS.a5e), [tokenAt(DRAGGER, "Brannoc", 5, 8, [PLAYER.id]), tokenAt(ALLY, "Ysolde", 5, 4, [PLAYER.id])]);
  provideDragRelay(async (request, senderId) => relayOutcome(await handleDragAlly(request, senderId, w.world)));
  rememberDrag({ sceneId: SCENE_ID, tokenId: DRAGGER, movementId: "move000000000001", userId: PLAYER.id, origin: { x: 500, y: 500, elevation: 0 }, waypoints: [{ x: 800, y: 500, elevation: 0 }] });
});
afterEach(() => setActiveGM(GM));

describe("the dragAlly relay kind", () => {
  it("from the owner, on the active GM's client: the ally follows the path the GM saw, whatever path the payload carries", async () => {
    expect(await handleRelay({ ...payload, path: [{ i: 0, j: 0 }] }, PLAYER.id)).toBeNull();
    expect(w.tokens.get(ALLY)!.moves).toEqual([[{ x: 500, y: 500, elevation: 0 }, { x: 600, y: 500, elevation: 0 }, { x: 700, y: 500, elevation: 0 }]]);
  });
  it("on a client that is not the active GM nothing happens; a forged sender or a malformed payload is refused", async () => {
    setActiveGM(GM2);
    expect(await handleRelay(payload, PLAYER.id)).toBeUndefined();
    setActiveGM(GM);
    expect(await handleRelay(payload, "nobody0000000001")).toBe("unknownSender");
    expect(await handleRelay({ ...payload, allyId: "x" }, PLAYER.id)).toBe("malformed");
    expect(w.tokens.get(ALLY)!.moves).toEqual([]);
  });
  it("a rules refusal is logged as dragRefused (a hidden ally here), and nothing moves", async () => {
    w = dragWorld(resolveRuleset(PRESETS.a5e), [tokenAt(DRAGGER, "Brannoc", 5, 8, [PLAYER.id]), tokenAt(ALLY, "Ysolde", 5, 4, [PLAYER.id], true)]);
    expect(await handleRelay(payload, PLAYER.id)).toBe("dragRefused");
    expect(w.tokens.get(ALLY)!.moves).toEqual([]);
  });
});
