/**
 * The tracker's badges (RESOLUTION.md §7.5), through a port: the resolution adapter (a higher
 * layer) installs the function that lists a combatant's badges, already localised; the tracker
 * only renders them. With none installed a row has only the combatant's own badges.
 */
import { retreatBadges } from "./retreat";
import { pursuitBadges } from "./world-clock";

/** One badge as a row shows it. */
export interface RowBadge {
  readonly id: string;
  readonly label: string;
}

type BadgeLister = (combatant: unknown, combat: unknown) => readonly RowBadge[];

let lister: BadgeLister | null = null;

/** Installs the lister (module/resolution/index.ts). */
export function provideRowBadges(fn: BadgeLister): void {
  lister = fn;
}

/**
 * The badges of each combatant of `combat`, by combatant id: the installed lister's (the actor's
 * state), then the combatant's own (its retreat this round, VARIANTS.md §5.5; its pursuit, §5.13).
 */
export function rowBadges(combat: { combatants: Iterable<{ id: string | null }> } | null): Record<string, readonly RowBadge[]> {
  const out: Record<string, readonly RowBadge[]> = {};
  if (!combat) return out;
  for (const c of combat.combatants) if (c.id) out[c.id] = [...(lister ? lister(c, combat) : []), ...retreatBadges(c, combat), ...pursuitBadges(c)];
  return out;
}
