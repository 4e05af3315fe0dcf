import { describe, expect, it } from "vitest";
import { isDungeonScene, isFamiliarScene } from "./time-flags";

describe("the scene's time flags (VARIANTS.md §5.12)", () => {
  it("only a stored true counts: a missing flag, a string or a number is not a dungeon or a familiar area", () => {
    const scene = (flags: unknown) => ({ flags: { "enchanted-realms": flags } });
    expect([isDungeonScene(scene({ dungeon: true })), isFamiliarScene(scene({ familiar: true }))]).toEqual([true, true]);
    for (const odd of [undefined, "true", 1, null, {}]) {
      expect(isDungeonScene(scene({ dungeon: odd })), String(odd)).toBe(false);
      expect(isFamiliarScene(scene({ familiar: odd })), String(odd)).toBe(false);
    }
    expect([isDungeonScene(null), isDungeonScene(undefined), isDungeonScene({}), isFamiliarScene({ flags: null })]).toEqual([false, false, false, false]);
  });
});
