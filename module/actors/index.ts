/** Registers the actors feature: called once from the system's init hook. */
export function registerActors(): void {
  // Filled in by the actors feature.
}
