/**
 * The cache of rulesets of unfrozen configs (./resolve.ts): it keeps up to 256 sets of values and
 * is emptied when one more is added. Its own file, so the cache starts empty.
 */
import { describe, expect, it } from "vitest";
import { BOOK_CONFIG, type VariantConfig } from "./config";
import { resolveRuleset } from "./resolve";

/** An unfrozen legal config of its own values (each `n` a different set). */
const looseConfig = (n: number): VariantConfig => {
  const c = structuredClone(BOOK_CONFIG) as unknown as { encumbrance: { oseSignificantTreasure: number } };
  c.encumbrance.oseSignificantTreasure = n;
  return c as unknown as VariantConfig;
};

describe("the cache of unfrozen configs' rulesets", () => {
  it("answers the same values with the same ruleset while it holds at most 256, and forgets them all when one more comes", () => {
    const first = resolveRuleset(looseConfig(0));
    for (let n = 1; n < 256; n++) resolveRuleset(looseConfig(n));
    // 256 sets of values held: the first is still there.
    expect(resolveRuleset(looseConfig(0))).toBe(first);
    expect(resolveRuleset(looseConfig(255))).toBe(resolveRuleset(looseConfig(255)));
    // The 257th empties the cache before it is kept.
    const latest = resolveRuleset(looseConfig(256));
    expect(resolveRuleset(looseConfig(256))).toBe(latest);
    const again = resolveRuleset(looseConfig(0));
    expect(again).not.toBe(first);
    expect(again.config).toEqual(first.config);
  });
});
