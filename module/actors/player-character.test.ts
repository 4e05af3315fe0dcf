import { describe, expect, it } from "vitest";
import { isPlayerCharacter } from "./player-character";
import { rollDataContext } from "./roll-data";
import { actorFighter } from "../resolution/fighter";

/** A character only the GM owns (a GM playing alone), a player's character, and a creature a player owns. */
const ACTORS = [
  { type: "character", hasPlayerOwner: false, system: {}, items: [], statuses: new Set<string>() },
  { type: "character", hasPlayerOwner: true, system: {}, items: [], statuses: new Set<string>() },
  { type: "creature", hasPlayerOwner: true, system: {}, items: [], statuses: new Set<string>() },
];

describe("a player character is decided in one place: the character type, whoever owns it", () => {
  it("the escalation die's roll data and the attack pipeline's fighter agree, and a GM-owned character is a PC", () => {
    const fromRollData = ACTORS.map((a) => rollDataContext(a as never, null).actor.playerCharacter);
    const fromFighter = ACTORS.map((a) => actorFighter(a as never).playerCharacter);
    expect(fromRollData).toEqual([true, true, false]);
    expect(fromFighter).toEqual(fromRollData);
    expect(ACTORS.map(isPlayerCharacter)).toEqual(fromRollData);
  });
});
