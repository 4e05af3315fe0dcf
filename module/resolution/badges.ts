/**
 * The badges of a creature (RESOLUTION.md §7.5): `staggered` (13A), `dying` (with its failures or
 * its deadline), `stable`, `coma`, `injured` (OSR) and `overdrawn n` (13A). Badges are not
 * conditions (RULES.md §7 is untouched): plain data built from the ruleset's points and the actor's
 * stored state, rendered on the tracker row and the sheet header. No model id is read: a point the
 * model leaves empty gives no badge.
 */
import { SYSTEM_ID } from "../constants";
import type { Ruleset } from "../rules";
import { fromAbsolute } from "../rules/time";
import { isStaggered, recoveryRuleOf, zeroHealthModelOf } from "../rules/resolution/models";
import type { Fighter } from "../rules/resolution/types";
import { BADGES_FLAG, actorFighter, type ActorLike } from "./fighter";
import { failureDots } from "./death-save";
import { DEAD } from "./statuses";
import { disruptedBadge } from "./disrupted-badge";
import { currentRuleset } from "../variants/setting";

/** One badge: its id, the lang key of its label and the label's data. */
export interface Badge {
  readonly id: "staggered" | "dying" | "stable" | "coma" | "injured" | "overdrawn" | "disrupted";
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

export { BADGES_FLAG };

/** What a badge source reads: the actor, the fighter built from it, the ruleset, and the running combat's clock (null: none). */
export interface BadgeInput {
  readonly actor: ActorLike & { flags?: Record<string, Record<string, unknown> | undefined>; statuses?: Iterable<string> };
  readonly fighter: Fighter;
  readonly ruleset: Ruleset;
  readonly now: number | null;
}

export type BadgeSource = (input: BadgeInput) => readonly Badge[];

const badge = (id: Badge["id"], data: Record<string, string | number> = {}, key = `ER.Resolution.Badge.${id}`): Badge => ({ id, key, data });

function flagged(input: BadgeInput): readonly string[] {
  const list = input.actor.flags?.[SYSTEM_ID]?.[BADGES_FLAG];
  return Array.isArray(list) ? list.filter((b): b is string => typeof b === "string") : [];
}

function dead(input: BadgeInput): boolean {
  return new Set(input.actor.statuses ?? []).has(DEAD);
}

/** Every source in order; a new badge is one more function here. */
export const BADGE_SOURCES: readonly BadgeSource[] = Object.freeze([
  // 13A (001:L359): half or less of max, still standing.
  (i) => (!dead(i) && i.fighter.health.value > 0 && isStaggered(i.fighter.health, i.ruleset) ? [badge("staggered")] : []),
  // Dying: the death saves failed this battle (13A), or when the minute runs out (OSR RS-5).
  (i) => {
    const { dying } = i.fighter;
    if (dead(i) || dying.since === null || dying.stable) return [];
    const zero = zeroHealthModelOf(i.ruleset);
    if (zero?.deathSave) return [badge("dying", { failures: failureDots(dying.failures) }, "ER.Resolution.Badge.dyingFailures")];
    if (zero?.deadline && i.now !== null) {
      const minute = zero.deadline(dying.since, null);
      if (i.now < minute) {
        // RT-5: the minute is half-open; the last second to stabilise is the one before it passes.
        const at = fromAbsolute(minute - 1);
        return [badge("dying", { round: at.round, second: at.second }, "ER.Resolution.Dying.OsrMinute")];
      }
      return [badge("dying", {}, "ER.Resolution.Dying.OsrUntilFightEnd")];
    }
    return [badge("dying")];
  },
  (i) => (!dead(i) && i.fighter.dying.stable && i.fighter.dying.since !== null && !flagged(i).includes("coma") ? [badge("stable")] : []),
  (i) => (!dead(i) && flagged(i).includes("coma") ? [badge("coma")] : []),
  (i) => (flagged(i).includes("injured") ? [badge("injured")] : []),
  // 13A (001:L355): −1 to attacks and defences per overdrawn recovery, until a full heal-up.
  (i) => (recoveryRuleOf(i.ruleset) && i.fighter.recoveries.overdrawn > 0 ? [badge("overdrawn", { n: i.fighter.recoveries.overdrawn })] : []),
  disruptedBadge,
]);

/** The badges of an actor (a combatant's actor on the tracker) under `ruleset`, at clock `now` (the running combat's absolute second; null outside one). */
export function badgesFor(actor: BadgeInput["actor"], ruleset: Ruleset, now: number | null): Badge[] {
  const input: BadgeInput = { actor, fighter: actorFighter(actor), ruleset, now };
  return BADGE_SOURCES.flatMap((source) => source(input));
}

/** The badges as a row or a header shows them: id and localised label. */
export function badgeLabels(actor: BadgeInput["actor"], ruleset: Ruleset, now: number | null): { id: string; label: string }[] {
  return badgesFor(actor, ruleset, now).map((b) => ({ id: b.id, label: game.i18n?.format(b.key, Object.fromEntries(Object.entries(b.data).map(([k, v]) => [k, String(v)]))) ?? b.key }));
}

/** A tracker row's badges (RESOLUTION.md §7.5), on every client from the documents it holds; now is the started Combat's clock. */
export function rowBadgeLabels(combatant: { actor?: BadgeInput["actor"] | null }, combat: { started?: boolean; system?: { absolute?: unknown } }): { id: string; label: string }[] {
  const absolute = combat.system?.absolute;
  const now = combat.started && typeof absolute === "number" ? absolute : null;
  return combatant.actor ? badgeLabels(combatant.actor, currentRuleset(), now) : [];
}
