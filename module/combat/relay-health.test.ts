import { describe, expect, it } from "vitest";
import { RELAY_KINDS, parseRelay } from "./relay";

describe("the health relay kinds' field checks (RESOLUTION.md §7.3, R13)", () => {
  const messageId = "msg0000000000001";
  const targetUuid = "Scene.scene00000000001.Token.tok0000000000001";

  it("are relay kinds, parsed without a combat id", () => {
    expect(RELAY_KINDS).toEqual(expect.arrayContaining(["applyHealth", "undoHealth"]));
    expect(parseRelay({ kind: "undoHealth", messageId, targetUuid })).toEqual({ kind: "undoHealth", messageId, targetUuid });
  });

  it("keep only the known fields: an amount, a user id or a total is dropped", () => {
    expect(parseRelay({ kind: "applyHealth", messageId, targetUuid, op: "apply", amount: 999, userId: "gmUser0000000001", total: 40 })).toEqual({ kind: "applyHealth", messageId, targetUuid, op: "apply" });
  });

  it("refuse an unknown op, a malformed message id or a target that is not a scene token's uuid", () => {
    expect(parseRelay({ kind: "applyHealth", messageId, targetUuid, op: "kill" })).toBeNull();
    expect(parseRelay({ kind: "applyHealth", messageId, targetUuid })).toBeNull();
    expect(parseRelay({ kind: "applyHealth", messageId: "short", targetUuid, op: "apply" })).toBeNull();
    expect(parseRelay({ kind: "applyHealth", messageId, targetUuid: "Actor.act0000000000001", op: "apply" })).toBeNull();
    expect(parseRelay({ kind: "applyHealth", messageId, targetUuid: `${targetUuid}.x`, op: "apply" })).toBeNull();
    expect(parseRelay({ kind: "undoHealth", messageId: 12, targetUuid })).toBeNull();
  });
});
