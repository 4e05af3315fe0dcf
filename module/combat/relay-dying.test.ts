import { describe, expect, it } from "vitest";
import { RELAY_KINDS, parseRelay } from "./relay";

describe("the dying relay kinds' field checks (RESOLUTION.md §7.6, R13)", () => {
  const messageId = "msg0000000000001";
  const actorUuid = "Actor.act0000000000001";

  it("are relay kinds, parsed without a combat id, keeping only the known fields (a natural, a total or a user id is dropped)", () => {
    expect(RELAY_KINDS).toEqual(expect.arrayContaining(["deathSave", "rest", "rally", "stabilise"]));
    expect(parseRelay({ kind: "stabilise", actorUuid, allyUuid: "Scene.scene00000000001.Token.tok0000000000001", natural: 20, stable: true })).toEqual({ kind: "stabilise", actorUuid, allyUuid: "Scene.scene00000000001.Token.tok0000000000001" });
    expect(parseRelay({ kind: "stabilise", actorUuid, allyUuid: "Actor.short" })).toBeNull();
    expect(parseRelay({ kind: "stabilise", allyUuid: actorUuid })).toBeNull();
    expect(parseRelay({ kind: "deathSave", messageId, natural: 20, result: "recoverAndAct", userId: "gmUser0000000001" })).toEqual({ kind: "deathSave", messageId });
    expect(parseRelay({ kind: "rest", actorUuid, rest: "quickRest", amount: 99 })).toEqual({ kind: "rest", actorUuid, rest: "quickRest" });
    expect(parseRelay({ kind: "rest", actorUuid: "Scene.scene00000000001.Token.tok0000000000001", rest: "recovery" })).toMatchObject({ kind: "rest" });
    expect(parseRelay({ kind: "rally", combatId: "combat0000000001", combatantId: "cbt0000000000001", save: 20 })).toEqual({ kind: "rally", combatId: "combat0000000001", combatantId: "cbt0000000000001" });
  });

  it("refuse a malformed message id, an actor uuid that is neither a world actor nor a scene token, a rest id with odd characters", () => {
    expect(parseRelay({ kind: "deathSave", messageId: "short" })).toBeNull();
    expect(parseRelay({ kind: "deathSave" })).toBeNull();
    expect(parseRelay({ kind: "rest", actorUuid: "Compendium.x.y.Actor.act0000000000001", rest: "quickRest" })).toBeNull();
    expect(parseRelay({ kind: "rest", actorUuid, rest: "quick rest; drop" })).toBeNull();
    expect(parseRelay({ kind: "rest", actorUuid, rest: "" })).toBeNull();
    expect(parseRelay({ kind: "rally", combatId: "combat0000000001" })).toBeNull();
  });

  it("a quick rest's count (R13-6) is kept when it is a whole number from 0 to 99, else the request is refused", () => {
    expect(parseRelay({ kind: "rest", actorUuid, rest: "quickRest", count: 2 })).toEqual({ kind: "rest", actorUuid, rest: "quickRest", count: 2 });
    expect(parseRelay({ kind: "rest", actorUuid, rest: "quickRest", count: 0 })).toEqual({ kind: "rest", actorUuid, rest: "quickRest", count: 0 });
    for (const count of [-1, 100, 1.5, "2", null, Number.NaN]) expect(parseRelay({ kind: "rest", actorUuid, rest: "quickRest", count })).toBeNull();
  });
});
