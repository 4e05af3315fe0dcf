import { describe, expect, it } from "vitest";
import en from "../../../lang/en.json";
import { PROBLEM_KEYS } from "./types";

/** Reads a dotted key of the shipped language file (Foundry's nested form). */
function text(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), en);
}

describe("PROBLEM_KEYS: each problem the derivation reports has its text", () => {
  it("the four keys, each a text of the language file, all different", () => {
    expect(Object.keys(PROBLEM_KEYS)).toEqual(["clamped", "rules", "noBodyWeight", "noCapacity"]);
    for (const key of Object.values(PROBLEM_KEYS)) expect(typeof text(key), key).toBe("string");
    expect(new Set(Object.values(PROBLEM_KEYS)).size).toBe(4);
    expect(Object.isFrozen(PROBLEM_KEYS)).toBe(true);
  });
});
