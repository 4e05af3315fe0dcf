/** Registers the items feature: called once from the system's init hook. */
export function registerItems(): void {
  // Filled in by the items feature.
}
