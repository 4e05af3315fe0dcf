/**
 * Dragging an ally (VARIANTS.md §13.3 row 42; 004:L52), the active GM's handler on the strict
 * stand-ins (tests/support/drag-world.ts): the ally follows the dragger's committed path, loses that
 * phase and its reaction, the dragger spends its reaction, the ally's leaving takes the opportunity
 * path before it moves (004:L52); forged
 * requests change nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BOOK_CONFIG, PRESETS, movementForfeit, toAbsolute } from "../rules";
import { resolveRuleset } from "../rules/ruleset";
import { forgetDrags, handleDragAlly, rememberDrag } from "./drag-ally";
import { parseRelay } from "../combat/relay";
import { DRAG_GM, DRAG_OTHER, DRAG_PLAYER, SCENE_ID, dragWorld, tokenAt } from "../../tests/support/drag-world";

const A5E = resolveRuleset(PRESETS.a5e);
const DRAGGER = "tokDragger000001";
const ALLY = "tokAlly000000001";
const request = (over: Partial<{ tokenId: string; allyId: string; movementId: string }> = {}) => ({ kind: "dragAlly" as const, sceneId: SCENE_ID, tokenId: DRAGGER, allyId: ALLY, movementId: "move000000000001", ...over });
/** The dragger at (5,5) pulled east to (5,8) by `userId`, as the GM's client saw it committed. */
function seenDrag(userId = DRAG_PLAYER.id) {
  rememberDrag({ sceneId: SCENE_ID, tokenId: DRAGGER, movementId: "move000000000001", userId, origin: { x: 500, y: 500, elevation: 0 }, waypoints: [{ x: 800, y: 500, elevation: 0 }] });
}
/** The world after the drag: the dragger already at (5,8), the ally at `allyHex`. */
function world(options: { allyOwners?: readonly string[]; allyHex?: [number, number]; hidden?: boolean; ruleset?: typeof A5E; allyOutside?: boolean } = {}) {
  const [i, j] = options.allyHex ?? [5, 4];
  return dragWorld(
    options.ruleset ?? A5E,
    [tokenAt(DRAGGER, "Brannoc", 5, 8, [DRAG_PLAYER.id]), tokenAt(ALLY, "Ysolde", i, j, options.allyOwners ?? [DRAG_PLAYER.id], options.hidden ?? false)],
    options.allyOutside ? [ALLY] : [],
  );
}

beforeEach(() => forgetDrags());

describe("dragging an ally: the GM's handler", () => {
  it("an owned adjacent ally follows the path to the hex behind the dragger; it loses phase 2 and its reaction; the dragger its reaction; the ally's leaving provokes before it moves", async () => {
    const w = world();
    seenDrag();
    expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBeNull();
    const ally = w.tokens.get(ALLY)!;
    expect(ally.moves).toEqual([[{ x: 500, y: 500, elevation: 0 }, { x: 600, y: 500, elevation: 0 }, { x: 700, y: 500, elevation: 0 }]]);
    const allyMemory = w.combatants.get(ALLY)!.memory as unknown as Readonly<Record<string, unknown>>;
    expect(allyMemory["draggedAt"]).toBe(toAbsolute({ round: 2, second: 6 }));
    expect(movementForfeit({ round: 2, second: 6, memory: allyMemory }, A5E)).toBe("dragged");
    expect(movementForfeit({ round: 2, second: 11, memory: allyMemory }, A5E)).toBeNull();
    expect(w.combatants.get(DRAGGER)!.memory.dragReactionRound).toBe(2);
    // 004:L52: the ally's move from (5,4) to the hex behind the dragger is handed to the opportunity path while it still stands where it was.
    expect(w.provoked).toEqual([{ sceneId: SCENE_ID, tokenId: ALLY, move: { origin: { x: 400, y: 500 }, destination: { x: 700, y: 500 } }, movesBefore: 0 }]);
    expect(w.asked).toEqual([]);
    // One drag a round: the reaction is spent.
    expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBe("reactionUsed");
  });

  it("forged: a player drags a token it does not own; the GM says no, nothing moves; the GM says yes, it moves", async () => {
    const w = world({ allyOwners: [DRAG_OTHER.id] });
    seenDrag();
    w.answers.push(false);
    expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBe("unwilling");
    expect(w.asked).toEqual([{ dragger: "Brannoc", ally: "Ysolde", user: "Pip" }]);
    expect([w.tokens.get(ALLY)!.moves, w.combatants.get(ALLY)!.writes, w.provoked]).toEqual([[], [], []]);
    w.answers.push(true);
    expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBeNull();
    expect(w.tokens.get(ALLY)!.moves).toHaveLength(1);
  });

  it("forged: a hidden ally, an ally not adjacent, the rule not in force: refused before the GM is asked, nothing written", async () => {
    for (const [options, reason] of [
      [{ hidden: true, allyOwners: [DRAG_OTHER.id] }, "hidden"],
      [{ allyHex: [5, 3] as [number, number] }, "notAdjacent"],
      [{ ruleset: resolveRuleset(BOOK_CONFIG) }, "off"],
      [{ allyOutside: true }, "notCombatant"],
    ] as const) {
      const w = world(options);
      seenDrag();
      expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBe(reason);
      expect([w.asked, w.tokens.get(ALLY)!.moves, w.provoked]).toEqual([[], [], []]);
      for (const c of w.combatants.values()) expect(c.writes).toEqual([]);
    }
  });

  it("forged: a dragger the sender does not own, a drag nobody committed, another user's drag, unknown tokens", async () => {
    const w = world();
    expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBe("noDrag");
    seenDrag(DRAG_OTHER.id);
    expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBe("noDrag");
    seenDrag();
    expect(await handleDragAlly(request({ movementId: "move000000000002" }), DRAG_PLAYER.id, w.world)).toBe("noDrag");
    expect(await handleDragAlly(request(), DRAG_OTHER.id, w.world)).toBe("notOwner");
    expect(await handleDragAlly(request({ allyId: "tokMissing000001" }), DRAG_PLAYER.id, w.world)).toBe("unknownToken");
    expect(await handleDragAlly(request(), "nobody0000000001", w.world)).toBe("unknownSender");
    expect([w.tokens.get(ALLY)!.moves, w.provoked]).toEqual([[], []]);
  });

  it("the clock: not started, or between movement seconds, refused; the GM may drag a hidden token it sees", async () => {
    const w = world();
    seenDrag();
    w.clock = null;
    expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBe("notStarted");
    w.clock = { round: 2, second: 7 };
    expect(await handleDragAlly(request(), DRAG_PLAYER.id, w.world)).toBe("notMovementSecond");
    const gm = world({ hidden: true, allyOwners: [DRAG_OTHER.id] });
    seenDrag(DRAG_GM.id);
    expect(await handleDragAlly(request(), DRAG_GM.id, gm.world)).toBeNull();
  });

  it("the relay request carries ids only: a path, a position or a user id in the payload is dropped; bad ids refuse it", () => {
    const r = { kind: "dragAlly", sceneId: SCENE_ID, tokenId: DRAGGER, allyId: ALLY, movementId: "move000000000001" };
    expect(parseRelay({ ...r, path: [{ i: 0, j: 0 }], userId: DRAG_GM.id, x: 0 })).toEqual(r);
    expect(parseRelay({ ...r, allyId: "short" })).toBeNull();
    expect(parseRelay({ ...r, movementId: "x".repeat(33) })).toBeNull();
    expect(parseRelay({ ...r, sceneId: undefined })).toBeNull();
  });
});
