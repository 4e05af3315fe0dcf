/**
 * The GM's morale check (RESOLUTION.md RO-11) as a port: registerResolution installs it and the
 * tracker's combatant menu calls it, so combat never imports the resolution adapter.
 */
export type MoraleRoller = (combat: unknown, combatant: unknown) => Promise<unknown>;

let roller: MoraleRoller | null = null;

export function provideMoraleRoller(fn: MoraleRoller): void {
  roller = fn;
}

/** The installed check, or null before registerResolution ran. */
export function moraleRoller(): MoraleRoller | null {
  return roller;
}
