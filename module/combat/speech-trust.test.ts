import { describe, expect, it } from "vitest";
import { vetHeldSpeech } from "./speech-trust";
import type { HeldSpeechFlag } from "./speech";

const owner = { id: "player0000000001", isGM: false };
const stranger = { id: "player0000000002", isGM: false };
const gm = { id: "gmUser0000000001", isGM: true };
const combatants = new Map([
  ["hero", { name: "Hero", testUserPermission: (u: { id?: string | null }) => u.id === owner.id }],
  ["ogre", { name: "Ogre", testUserPermission: () => false }],
]);
const flag = (over: Partial<HeldSpeechFlag>): HeldSpeechFlag => ({ combatId: "c", combatantId: "hero", round: 2, second: 5, text: "hi", speaker: "Hero", ...over });
const msg = (id: string, author: { id: string; isGM: boolean } | null, f: HeldSpeechFlag) => ({ message: { id, timestamp: 1, flags: {}, author }, flag: f });

describe("who may hold speech for whom", () => {
  const vet = (held: ReturnType<typeof msg>[]) => vetHeldSpeech(held, (id) => combatants.get(id) as never);

  it("the owner and a GM are accepted, with the speaker taken from the combatant", () => {
    const { accepted, refused } = vet([msg("a", owner, flag({ speaker: "The King" })), msg("b", gm, flag({ combatantId: "ogre", speaker: "x" }))]);
    expect(accepted.map((h) => [h.message.id, h.flag.speaker])).toEqual([["a", "Hero"], ["b", "Ogre"]]);
    expect(refused).toEqual([]);
  });

  it("a stranger, a missing author, an unknown combatant or a malformed flag is refused", () => {
    const { accepted, refused } = vet([
      msg("a", stranger, flag({})),
      msg("b", owner, flag({ combatantId: "ogre" })),
      msg("c", null, flag({})),
      msg("d", owner, flag({ combatantId: "nobody" })),
      msg("e", owner, flag({ second: 99 })),
      msg("f", owner, flag({ round: 1.5 })),
      msg("g", owner, flag({ text: { toString: "x" } as unknown as string })),
    ]);
    expect(accepted).toEqual([]);
    expect(refused.map((h) => h.message.id)).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
  });
});
