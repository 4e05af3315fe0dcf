/**
 * In-Foundry test batches for the Quench module. They are registered only when Quench is active
 * (its `quenchReady` hook fires only then), and a maintainer runs them in a live world: there is
 * no Foundry on CI, so these are the checks of what only a running Foundry can show.
 */
import { registerActorBatch } from "./actors.batch";
import { registerCombatBatch } from "./combat.batch";
import { registerIntegrityBatch } from "./integrity.batch";
import { registerMovementBatch } from "./movement.batch";
import { registerSheetBatch } from "./sheets.batch";
import type { QuenchApi } from "./types";

export function registerQuenchBatches(quench: QuenchApi): void {
  registerActorBatch(quench);
  registerCombatBatch(quench);
  registerMovementBatch(quench);
  registerSheetBatch(quench);
  registerIntegrityBatch(quench);
}
