/**
 * Guards of the drag module (VARIANTS.md §6.8, §13.3 row 42): the dragged ally's forfeit has a
 * label in the language file (a missing key would show as the key).
 */
import { describe, expect, it } from "vitest";
import { forfeitLabel } from "../../movement-sources";
import en from "../../../../lang/en.json";

const translated = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), en);

describe("the dragged forfeit's reason", () => {
  it("is a key of the language file", () => {
    expect(forfeitLabel("dragged")).not.toBeNull();
    expect(typeof translated(forfeitLabel("dragged") ?? "")).toBe("string");
  });
});
