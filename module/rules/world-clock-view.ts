/**
 * What the sheet shows of the world-time clocks (VARIANTS.md rows 16–17): each light item's state
 * and time left, and a character's hours since its last safe rest against its resilience. Stored
 * values are read as the item and actor models keep them; a value out of its bounds (an edit by
 * hand, an old pack) is clamped, never refused, so the sheet always shows something.
 */
import { assertInteger } from "./errors";
import { MAX_WORLD_TIME, assertAtMost, assertList, assertObject } from "./bounds";
import { assertRuleset } from "./ruleset/known";
import type { Ruleset } from "./ruleset/ruleset-type";
import { MAX_BURN_SECONDS, MAX_RESILIENCE_CON, SECONDS_PER_HOUR, hoursAndMinutes, lightRemaining, type LightState } from "./world-clocks";

const wholeIn = (v: unknown, min: number, max: number): number | null => (typeof v === "number" && Number.isSafeInteger(v) ? Math.min(max, Math.max(min, v)) : null);

/** A gear item's stored burn fields as a light state, or null when it is no light (no burn time above 0). */
export function storedLight(system: unknown): LightState | null {
  if (system === null || typeof system !== "object") return null;
  const s = system as { burnSeconds?: unknown; burnedSeconds?: unknown; litAt?: unknown };
  const burnSeconds = wholeIn(s.burnSeconds, 0, MAX_BURN_SECONDS);
  if (!burnSeconds) return null;
  const burnedSeconds = wholeIn(s.burnedSeconds, 0, burnSeconds) ?? 0;
  const litAt = wholeIn(s.litAt, -MAX_WORLD_TIME, MAX_WORLD_TIME);
  return { burnSeconds, burnedSeconds, litAt };
}

export interface WorldClockViewInput {
  /** World time now (s). */
  now: number;
  /** The actor's items: id and stored system data (only gear with a burn time counts). */
  items: readonly { id: string; type: string; system: unknown }[];
  /** A character's stored CON and `resilience.restAt`; null for a creature. */
  character: { con: unknown; restAt: unknown } | null;
}
export interface LightView {
  lit: boolean;
  spent: boolean;
  left: { hours: number; minutes: number };
}
export interface WorldClockView {
  /** Light items by id; empty when no light clock is in force. */
  lights: Record<string, LightView>;
  /** Hours since the last safe rest (0 before the first count) and the character's resilience; null without the rule or for a creature. */
  resilience: { hours: number; resilience: number } | null;
}

export function worldClockView(input: WorldClockViewInput, ruleset: Ruleset): WorldClockView {
  assertRuleset("ruleset", ruleset);
  assertObject("input", input);
  assertInteger("input.now", input.now);
  assertAtMost("input.now", input.now, MAX_WORLD_TIME);
  assertList("input.items", input.items);
  const lights: Record<string, LightView> = {};
  if (ruleset.points.lightClock) {
    for (const item of input.items) {
      if (item === null || typeof item !== "object" || item.type !== "gear" || typeof item.id !== "string") continue;
      const light = storedLight(item.system);
      if (!light) continue;
      const left = lightRemaining(light, input.now);
      lights[item.id] = { lit: light.litAt !== null && left > 0, spent: left === 0, left: hoursAndMinutes(left) };
    }
  }
  const rule = ruleset.points.resilience;
  let resilience: WorldClockView["resilience"] = null;
  if (rule && input.character !== null && typeof input.character === "object") {
    const con = wholeIn(input.character.con, 0, MAX_RESILIENCE_CON) ?? 0;
    const restAt = wholeIn(input.character.restAt, -MAX_WORLD_TIME, MAX_WORLD_TIME);
    const hours = restAt === null || input.now <= restAt ? 0 : Math.floor((input.now - restAt) / SECONDS_PER_HOUR);
    resilience = { hours, resilience: Math.max(0, rule.hours(con)) };
  }
  return { lights, resilience };
}
