/** Registers the combat feature: called once from the system's init hook. */
export function registerCombat(): void {
  // Filled in by the combat feature.
}
