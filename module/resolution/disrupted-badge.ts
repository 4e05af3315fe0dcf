/**
 * The "disrupted" badge (RESOLUTION.md §7.5, RT-4): on the tracker row of a caster whose spell a
 * hit or failed save broke, for the rest of the round it was broken in (the actor flag hit-landed.ts
 * writes holds its absolute second). Outside a running combat, or in a later round, no badge.
 */
import { SYSTEM_ID } from "../constants";
import { SECONDS_PER_ROUND } from "../rules/phases";
import { fromAbsolute } from "../rules/time";
import { DISRUPTED_FLAG } from "./hit-landed";

/** What the source reads of badges.ts's BadgeInput (kept structural: badges.ts lists this source). */
interface DisruptedInput {
  readonly actor: { flags?: Record<string, Record<string, unknown> | undefined> };
  readonly now: number | null;
}

export function disruptedBadge(input: DisruptedInput): readonly { id: "disrupted"; key: string; data: Readonly<Record<string, string | number>> }[] {
  const at = input.actor.flags?.[SYSTEM_ID]?.[DISRUPTED_FLAG];
  if (typeof at !== "number" || !Number.isSafeInteger(at) || input.now === null) return [];
  // Both are absolute ER seconds (R10); the clock's own conversion names their rounds.
  if (at <= SECONDS_PER_ROUND || input.now <= SECONDS_PER_ROUND || !Number.isSafeInteger(input.now)) return [];
  return fromAbsolute(at).round === fromAbsolute(input.now).round ? [{ id: "disrupted", key: "ER.Resolution.Disrupted", data: {} }] : [];
}
