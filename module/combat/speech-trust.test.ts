import { describe, expect, it } from "vitest";
import { vetHeldSpeech } from "./speech-trust";
import { MAX_SPEECH_LENGTH, type HeldSpeechFlag } from "./speech";
import { forgetSpeechClock, recordSpeechClock } from "./speech-clock";

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

describe("what a held line may carry", () => {
  const vet = (held: ReturnType<typeof msg>[], now: { round: number; second: number } | null = null) => vetHeldSpeech(held, (id) => combatants.get(id) as never, now);

  it("a line longer than the bound is refused (a forged flag skips the /speak check)", () => {
    const { accepted, refused } = vet([msg("long", owner, flag({ text: "x".repeat(MAX_SPEECH_LENGTH + 1) })), msg("ok", owner, flag({ text: "y".repeat(MAX_SPEECH_LENGTH) }))]);
    expect(refused.map((h) => h.message.id)).toEqual(["long"]);
    expect(accepted.map((h) => h.message.id)).toEqual(["ok"]);
  });

  it("the round and second are the clock a GM client recorded when the line was made, not the flag's", () => {
    const held = { id: "backdated0000001", flags: { "enchanted-realms": { heldSpeech: flag({ round: 1, second: 1 }) } } };
    recordSpeechClock(held, (combatId) => (combatId === "c" ? { round: 4, second: 13 } : null));
    const { accepted } = vet([msg("backdated0000001", owner, flag({ round: 1, second: 1 }))], { round: 4, second: 20 });
    expect([accepted[0]!.flag.round, accepted[0]!.flag.second]).toEqual([4, 13]);
    forgetSpeechClock("backdated0000001");
  });

  it("a line no GM client here saw made is dated to the round delivered, no later than now", () => {
    const { accepted } = vet([msg("unseen0000000001", owner, flag({ round: 1, second: 19 }))], { round: 4, second: 12 });
    expect([accepted[0]!.flag.round, accepted[0]!.flag.second]).toEqual([4, 12]);
  });
});
