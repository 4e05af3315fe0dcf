/** Registers the canvas feature: called once from the system's init hook. */
export function registerCanvas(): void {
  // Filled in by the canvas feature.
}
