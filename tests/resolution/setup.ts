/**
 * Shared mocks of the attack-card tests: the pipeline (the real modules once they exist, the
 * contract's minimal doubles until then) and the world's variants (book, with revealDefences set
 * per test).
 */
import { vi } from "vitest";

export const reveal = { value: "observers" as "observers" | "all" | "gm" };
/** A ruleset a test puts in force instead of the book (null: the book). */
export const rulesetInForce: { value: object | null } = { value: null };

vi.mock("../../module/resolution/pipeline", async (importOriginal) => {
  try {
    return await importOriginal();
  } catch {
    return await import("./pipeline-doubles");
  }
});

vi.mock("../../module/variants/setting", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../module/variants/setting")>();
  const { BOOK_CONFIG, BOOK_RULESET } = await import("../../module/rules");
  return {
    ...real,
    currentRuleset: () => rulesetInForce.value ?? BOOK_RULESET,
    currentVariants: () => ({ ...BOOK_CONFIG, resolution: { ...((BOOK_CONFIG as { resolution?: object }).resolution ?? {}), revealDefences: reveal.value } }),
  };
});
