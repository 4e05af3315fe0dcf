import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { SCALE_NOTE_KEY, sceneScaleNote } from "./scene-scale-note";

const lang = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../lang/en.json"), "utf8")) as Record<string, unknown>;
const at = (key: string): unknown => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);

describe("the Scene configuration's scale note (VARIANTS.md §13.1)", () => {
  it("is shown when the grid's units are not a length, and says 5 ft", () => {
    expect(sceneScaleNote(1, "hex")).toEqual({ key: SCALE_NOTE_KEY, data: { feet: 5 } });
    expect(sceneScaleNote(1, "")).not.toBeNull();
    expect(sceneScaleNote(5, "ft")).toBeNull();
    expect(sceneScaleNote(2, "m")).toBeNull();
  });

  it("its text is a localised string that names the feet", () => {
    const text = at(SCALE_NOTE_KEY);
    expect(typeof text).toBe("string");
    expect(text as string).toContain("{feet}");
  });
});
