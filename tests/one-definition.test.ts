/**
 * One definition for each check the adapters share (docs/architecture.md: no game or trust logic
 * written twice): the plain-record check, "a GM wrote this message", the options of a card that
 * recorded none, the card's row cap (also the relay's target cap), the "one check at a time" guard.
 * Each is read from the source text, so a second copy written later fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./support/handlebars";
import { isRecord } from "../module/resolution/records";
import { gmAuthored } from "../module/resolution/gm-notice";
import { UNRECORDED_OPTIONS } from "../module/resolution/flag";
import { MAX_MODIFIER, clampModifier } from "../module/rules/resolution/validate";

function sources(folder: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts") && !/\.(test|bench)\.ts$/.test(entry.name)) out.push({ path: relative(ROOT, full).replaceAll("\\", "/"), text: readFileSync(full, "utf8") });
    }
  };
  walk(join(ROOT, folder));
  return out;
}

const MODULE = sources("module");
const where = (pattern: RegExp, files = MODULE) => files.filter((f) => pattern.test(f.text)).map((f) => f.path);

describe("one definition of each shared check", () => {
  it("isRecord: defined once for the resolution adapters (resolution/records.ts)", () => {
    expect(where(/function isRecord\(/, MODULE.filter((f) => f.path.startsWith("module/resolution/")))).toEqual(["module/resolution/records.ts"]);
    expect([isRecord({}), isRecord([]), isRecord(null), isRecord("x")]).toEqual([true, false, false, false]);
  });

  it("a GM-authored message: gmAuthored (resolution/gm-notice.ts) is the only reader of a message author's isGM", () => {
    expect(where(/author\??\.isGM|authorIsGM/, MODULE.filter((f) => f.path.startsWith("module/resolution/")))).toEqual(["module/resolution/gm-notice.ts"]);
    expect([gmAuthored({ author: { isGM: true } }), gmAuthored({ author: { isGM: false } }), gmAuthored({ author: null }), gmAuthored({})]).toEqual([true, false, false, false]);
  });

  it("a card without recorded options is judged with UNRECORDED_OPTIONS (resolution/flag.ts) only", () => {
    expect(where(/knockOut: false, escalation: 0, hostileClose: false/)).toEqual(["module/resolution/flag.ts"]);
    expect(Object.isFrozen(UNRECORDED_OPTIONS)).toBe(true);
  });

  it("the card's row cap is the relay's target cap: one constant (data/bounds.ts MAX_CARD_ROWS)", () => {
    expect(where(/export const MAX_CARD_ROWS\b/)).toEqual(["module/data/bounds.ts"]);
    expect(where(/MAX_RELAY_TARGETS/)).toEqual([]);
  });

  it("a defence or modifier is held within ±MAX_MODIFIER by clampModifier (rules/resolution/validate.ts) only", () => {
    expect(where(/Math\.max\(-MAX_MODIFIER/)).toEqual(["module/rules/resolution/validate.ts"]);
    expect([clampModifier(2e6), clampModifier(-2e6), clampModifier(3)]).toEqual([MAX_MODIFIER, -MAX_MODIFIER, 3]);
  });

  it("oneAtATime is one helper (resolution/combat-memory.ts); the card's request queue has its own name (queueOnCard)", () => {
    expect(where(/function oneAtATime\b/)).toEqual(["module/resolution/combat-memory.ts"]);
  });
});
