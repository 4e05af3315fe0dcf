/**
 * lang/en.json must not hold the same key twice in one object: JSON.parse keeps the last one and
 * silently drops the other block (ER.Variants was once written by five branches at once).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The dotted paths of every key repeated within one object of the JSON text `text`. */
function duplicateKeys(text: string): string[] {
  let i = 0;
  const dups: string[] = [];
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
  };
  const str = (): string => {
    const start = i;
    i += 1;
    while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    ws();
    const ch = text[i];
    if (ch === "{") {
      i += 1;
      const seen = new Set<string>();
      ws();
      if (text[i] === "}") {
        i += 1;
        return;
      }
      for (;;) {
        ws();
        const key = str();
        const here = path ? `${path}.${key}` : key;
        if (seen.has(key)) dups.push(here);
        seen.add(key);
        ws();
        i += 1; // ":"
        value(here);
        ws();
        if (text[i++] === "}") return;
      }
    } else if (ch === "[") {
      i += 1;
      ws();
      if (text[i] === "]") {
        i += 1;
        return;
      }
      for (let n = 0; ; n += 1) {
        value(`${path}[${n}]`);
        ws();
        if (text[i++] === "]") return;
      }
    } else if (ch === '"') {
      str();
    } else {
      while (i < text.length && !/[\s,}\]]/.test(text[i]!)) i += 1;
    }
  };
  value("");
  return dups;
}

describe("lang/en.json", () => {
  it("the scanner finds a repeated key at any depth (so the check below can fail)", () => {
    expect(duplicateKeys('{"ER": {"Variants": {"a": "x"}, "b": [1, {"c": "\\"}"}], "Variants": {"d": "y"}}}')).toEqual(["ER.Variants"]);
    expect(duplicateKeys('{"a": 1, "b": {"a": 2}}')).toEqual([]);
  });

  it("holds no key twice in one object (one ER.Variants block)", () => {
    const text = readFileSync(new URL("../lang/en.json", import.meta.url), "utf8");
    expect(duplicateKeys(text)).toEqual([]);
    expect(() => JSON.parse(text)).not.toThrow();
  });
});
