/**
 * Opportunity attacks before the mover continues (VARIANTS.md §13.3 row 7): the held move goes on
 * once the GM's client has posted the cards (the mover's spent foes change), after a timeout when
 * no answer comes, at once with no GM, and is let through once.
 */
import { describe, expect, it } from "vitest";
import { HOLD_TIMEOUT_MS, clearMove, holdUntilPosted, holdsMove, moveKey, takeCleared, type HoldWorld } from "./opportunity-pause";

/** A hold's world: `answerAfter` sleeps before the GM's write shows (null: never); every call is logged in order. */
function world(ask: ReturnType<HoldWorld["ask"]>, answerAfter: number | null) {
  const log: string[] = [];
  let slept = 0;
  const w: HoldWorld = {
    ask: () => {
      log.push("ask");
      return ask;
    },
    record: () => (answerAfter !== null && slept >= answerAfter ? { engageRound: 3, engageSpent: "orc" } : { engageRound: 2, engageSpent: "old" }),
    sleep: async () => {
      slept++;
      log.push("sleep");
    },
    resume: async () => {
      log.push("resume");
    },
  };
  return { w, log, slept: () => slept };
}

describe("a move that draws opportunity attacks is held at the engaged hex", () => {
  it("relayed: it goes on as soon as the GM's client has recorded the spent foes, not before", async () => {
    const s = world("relayed", 3);
    expect(await holdUntilPosted(s.w, 3)).toBe("posted");
    expect(s.log).toEqual(["ask", "sleep", "sleep", "sleep", "resume"]);
  });

  it("relayed with no answer: it goes on after the timeout, so nobody is stuck", async () => {
    const s = world("relayed", null);
    expect(await holdUntilPosted(s.w, 3)).toBe("timeout");
    expect(s.slept()).toBe(HOLD_TIMEOUT_MS / 100);
    expect(s.log.at(-1)).toBe("resume");
  });

  it("the active GM's own move waits for its own cards; with no GM it goes at once", async () => {
    let posted = false;
    const gm = world(new Promise((resolve) => setTimeout(() => resolve((posted = true)), 0)), null);
    gm.w.resume = async () => void gm.log.push(posted ? "resume after cards" : "resume before cards");
    expect(await holdUntilPosted(gm.w, 3)).toBe("posted");
    expect(gm.log).toEqual(["ask", "resume after cards"]);
    const none = world(null, null);
    expect(await holdUntilPosted(none.w, 3)).toBe("noGM");
    expect(none.log).toEqual(["ask", "resume"]);
  });

  it("the move made again is let through once, and only for a short while", () => {
    const k = moveKey("tok");
    expect(takeCleared(k, 1000)).toBe(false);
    clearMove(k, 1000);
    expect(takeCleared(moveKey("other"), 1000)).toBe(false);
    expect(takeCleared(k, 1500)).toBe(true);
    expect(takeCleared(k, 1500)).toBe(false);
    clearMove(k, 1000);
    expect(takeCleared(k, 1000 + 60_000)).toBe(false);
  });
});

describe("which moves preMoveToken holds", () => {
  const ACTIONS = { walk: { teleport: false }, blink: { teleport: true } };
  const walk = { chain: [], method: "dragging", passed: { waypoints: [{ action: "walk" }] } };
  const drawsOne = () => ["orc"];

  it("GT-7d a walk away from an engaged foe is held; one that draws nothing, a teleport, an undo or a chained continuation is not", () => {
    expect(holdsMove(walk, "tokA", ACTIONS, drawsOne, 0)).toBe(true);
    expect(holdsMove(walk, "tokA", ACTIONS, () => [], 0)).toBe(false);
    expect(holdsMove({ ...walk, passed: { waypoints: [{ action: "blink" }] } }, "tokA", ACTIONS, drawsOne, 0)).toBe(false);
    expect(holdsMove({ ...walk, method: "undo" }, "tokA", ACTIONS, drawsOne, 0)).toBe(false);
    expect(holdsMove({ ...walk, chain: ["m1"] }, "tokA", ACTIONS, drawsOne, 0)).toBe(false);
  });

  it("the held move made again goes through once; the next one is judged again", () => {
    clearMove(moveKey("tokB"), 0);
    expect(holdsMove(walk, "tokB", ACTIONS, drawsOne, 10)).toBe(false);
    expect(holdsMove(walk, "tokB", ACTIONS, drawsOne, 20)).toBe(true);
  });
});
