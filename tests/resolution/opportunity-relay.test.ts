/**
 * VARIANTS.md §13.3 row 7: a player's move about to leave an engaged hex asks the active GM's
 * client for the cards first (relay kind `leaveAttacks`), through the real relay handler with the
 * socket's sender id, on strict stand-ins: the GM's side reads the token's place itself and posts
 * only against the sender's own token of a started combat; forged, malformed and no-GM cases.
 */
import { GM, GM2, PLAYER, setActiveGM } from "../support/combat-world";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { handleRelay } from "../../module/combat/relay-gm";
import { parseRelay } from "../../module/combat/relay";
import { provideLeaveRelay } from "../../module/combat/relay-leave";
import { resetRefusalLog } from "../../module/combat/refusals";
import { handleLeaveAttacks, type LeaveToken, type LeaveWorld } from "../../module/resolution/opportunity-relay";

const SCENE = "sceneLeave000001";
const MINE = "tokenMine0000001";
const THEIRS = "tokenTheirs00001";
const IDLE = "tokenIdle0000001";
const payload = { kind: "leaveAttacks", sceneId: SCENE, tokenId: MINE, x: 1400, y: 1000 };

/** Tokens as strict as Foundry's: owners are the listed users (a GM owns all); an unknown id is undefined. */
function world() {
  const posted: Array<{ token: LeaveToken; move: unknown }> = [];
  const token = (x: number, y: number, owners: string[], fighting: boolean): LeaveToken => ({ x, y, fighting, owns: (id) => id === GM.id || owners.includes(id) });
  const tokens = new Map([[MINE, token(1000, 1000, [PLAYER.id], true)], [THEIRS, token(500, 500, [], true)], [IDLE, token(0, 0, [PLAYER.id], false)]]);
  const w: LeaveWorld = {
    user: (id) => ([GM, GM2, PLAYER].some((u) => u.id === id) ? { id } : undefined),
    token: (sceneId, tokenId) => (sceneId === SCENE ? tokens.get(tokenId) : undefined),
    post: async (t, move) => {
      posted.push({ token: t, move });
      return 1;
    },
  };
  return { w, posted, tokens };
}

let state: ReturnType<typeof world>;
beforeEach(() => {
  resetRefusalLog();
  setActiveGM(GM);
  state = world();
  provideLeaveRelay((request, senderId) => handleLeaveAttacks(request, senderId, state.w));
});
afterEach(() => setActiveGM(GM));

describe("the leaveAttacks relay kind", () => {
  it("from the owner of a fighting token: the opportunity path runs from where the token stands, to the asked end; extra fields are dropped", async () => {
    expect(await handleRelay({ ...payload, foes: ["x"], origin: { x: 0, y: 0 } }, PLAYER.id)).toBeNull();
    expect(state.posted).toEqual([{ token: state.tokens.get(MINE), move: { origin: { x: 1000, y: 1000 }, destination: { x: 1400, y: 1000 }, teleport: false } }]);
    expect(parseRelay({ ...payload, foes: ["x"] })).toEqual(payload);
  });

  it("forged and malformed: another's token, an unknown sender or token, a token not in the fight, a coordinate out of bounds; nothing is posted", async () => {
    expect(await handleRelay({ ...payload, tokenId: THEIRS }, PLAYER.id)).toBe("notOwner");
    expect(await handleRelay(payload, "nobody0000000001")).toBe("unknownSender");
    expect(await handleRelay({ ...payload, tokenId: "tokenGone0000001" }, PLAYER.id)).toBe("unknownToken");
    expect(await handleRelay({ ...payload, tokenId: IDLE }, PLAYER.id)).toBe("leaveRefused");
    for (const bad of [{ x: Number.NaN }, { y: 2e6 }, { x: "1400" }, { sceneId: "short" }]) expect(await handleRelay({ ...payload, ...bad }, PLAYER.id)).toBe("malformed");
    expect(state.posted).toEqual([]);
  });

  it("only the active GM's client acts; with no GM nobody does", async () => {
    setActiveGM(GM2);
    expect(await handleRelay(payload, PLAYER.id)).toBeUndefined();
    setActiveGM(null);
    expect(await handleRelay(payload, PLAYER.id)).toBeUndefined();
    expect(state.posted).toEqual([]);
  });
});
