/**
 * A saved change of the rule variants takes effect at once on every client (VARIANTS.md §9.2):
 * the setting's onChange runs {@link variantsChanged} with this world's pieces. What is refreshed:
 * the adapters' kept configs are forgotten first (the updateSetting hook comes only after onChange),
 * every actor is prepared again (derived values follow the new models) and its open sheets redraw,
 * the combat tracker and the second marker re-render, the reach overlay drops its cached areas, and the
 * planned token movement paths are measured again (TokenLayer#recalculatePlannedMovementPaths,
 * where the core has it).
 */
/** What a variant change refreshes, supplied by the caller (Foundry's pieces, or a test's). */
export interface VariantRefreshTargets {
  /**
   * Forgets the configs that adapters keep between reads (the movement adapters' parsed variants,
   * canvas/variant-costs.ts). Runs first: the setting's onChange comes before the updateSetting
   * hook, so every later step would otherwise measure under the old variants.
   */
  forgetCaches(): unknown;
  /** Every actor whose derived data depends on the variants: world actors and unlinked tokens' actors. */
  actors(): Iterable<{ reset(): void }>;
  /** The open actor sheets: each redraws every part (a part being typed in waits for the focus to leave). */
  sheets(): Iterable<{ refreshDerived(parts: readonly string[]): void; readonly partIds: readonly string[] }>;
  renderTracker(): unknown;
  refreshMarker(): unknown;
  refreshReach(): unknown;
  recalculatePlannedPaths(): unknown;
}

/** Applies a saved variant change in this client. Each step runs even if an earlier one threw. */
export function variantsChanged(targets: VariantRefreshTargets): unknown[] {
  const errors: unknown[] = [];
  const attempt = (step: () => unknown) => {
    try {
      const result = step();
      if (result instanceof Promise) result.catch((error: unknown) => console.error(error));
    } catch (error) {
      errors.push(error);
    }
  };
  attempt(() => targets.forgetCaches());
  for (const actor of targets.actors()) attempt(() => actor.reset());
  for (const sheet of targets.sheets()) attempt(() => sheet.refreshDerived(sheet.partIds));
  attempt(() => targets.renderTracker());
  attempt(() => targets.refreshMarker());
  attempt(() => targets.refreshReach());
  attempt(() => targets.recalculatePlannedPaths());
  for (const error of errors) console.error(error);
  return errors;
}

/** Whether any combat in the world is started (the initiative model is then locked). */
export function anyCombatStarted(): boolean {
  return (game.combats?.contents ?? []).some((combat) => combat.started);
}
