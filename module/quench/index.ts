/**
 * In-Foundry test batches for the Quench module. They are registered only when Quench is active
 * (its `quenchReady` hook fires only then), and a maintainer runs them in a live world: there is
 * no Foundry on CI, so these are the checks of what only a running Foundry can show.
 */
import { registerActorBatch } from "./actors.batch";
import { registerApiBatch } from "./api.batch";
import { registerCombatBatch } from "./combat.batch";
import { registerDocumentsBatch } from "./documents.batch";
import { registerIntegrityBatch } from "./integrity.batch";
import { registerMovementBatch } from "./movement.batch";
import { registerRulesCorrectionsBatch } from "./rules-corrections.batch";
import { registerSheetBatch } from "./sheets.batch";
import { registerVersionsBatch } from "./versions.batch";
import { registerTerrainPaintBatch } from "./terrain-paint.batch";
import { registerTabsBatch } from "./tabs.batch";
import { registerVariantsMenuBatch } from "./variants-menu.batch";
import { registerVariantsTravelBatch } from "./variants-travel.batch";
import { registerVariantsTimeBatch } from "./variants-time.batch";
import { registerVariantsWildernessBatch } from "./variants-wilderness.batch";
import { registerVariantsEncumbranceBatch } from "./variants-encumbrance.batch";
import { registerVariantsEscalationBatch } from "./variants-escalation.batch";
import { registerVariantsMovementBatch } from "./variants-movement.batch";
import { registerVariantsDragBatch } from "./variants-drag.batch";
import { registerVariantsPositioningBatch } from "./variants-positioning.batch";
import { registerVariantsSpaceBatch } from "./variants-space.batch";
import { registerVariantsInitiativeBatch } from "./variants-initiative.batch";
import { registerVariantsReviewBatch } from "./variants-review.batch";
import { registerQuickstartBatch } from "./quickstart.batch";
import { registerResolutionBookBatch } from "./resolution-book.batch";
import { registerResolutionA13Batch } from "./resolution-a13.batch";
import { registerResolutionOseBatch } from "./resolution-ose.batch";
import { registerResolutionOsrBatch } from "./resolution-osr.batch";
import { registerResolutionA5eBatch } from "./resolution-a5e.batch";
import { registerResolutionDiceBatches } from "./resolution-dice.batch";
import { registerResolutionTrustBatch } from "./resolution-trust.batch";
import { registerCardsTrustBatch } from "./cards-trust.batch";
import { registerResolutionSaveEndsBatch } from "./resolution-save-ends.batch";
import { registerConditionsA13Batch } from "./conditions-a13.batch";
import { registerTimeBeyondBatch } from "./time-beyond.batch";
import { registerEngagementBatch } from "./engagement.batch";
import { registerWorldClocksBatch } from "./world-clocks.batch";
import { registerEvasionBatch } from "./evasion.batch";
import { registerWaterBatch } from "./water.batch";
import { registerFightA13Batch } from "./fight-a13.batch";
import type { QuenchApi } from "./types";

export function registerQuenchBatches(quench: QuenchApi): void {
  registerActorBatch(quench);
  registerCombatBatch(quench);
  registerMovementBatch(quench);
  registerSheetBatch(quench);
  registerApiBatch(quench);
  registerRulesCorrectionsBatch(quench);
  registerVersionsBatch(quench);
  registerTerrainPaintBatch(quench);
  registerTabsBatch(quench);
  registerDocumentsBatch(quench);
  registerIntegrityBatch(quench);
  registerVariantsMenuBatch(quench);
  registerVariantsTravelBatch(quench);
  registerVariantsTimeBatch(quench);
  registerVariantsWildernessBatch(quench);
  registerVariantsEncumbranceBatch(quench);
  registerVariantsEscalationBatch(quench);
  registerVariantsMovementBatch(quench);
  registerVariantsDragBatch(quench);
  registerVariantsPositioningBatch(quench);
  registerVariantsSpaceBatch(quench);
  registerVariantsInitiativeBatch(quench);
  registerVariantsReviewBatch(quench);
  registerQuickstartBatch(quench);
  registerResolutionBookBatch(quench);
  registerResolutionA13Batch(quench);
  registerResolutionOseBatch(quench);
  registerResolutionOsrBatch(quench);
  registerResolutionA5eBatch(quench);
  registerResolutionDiceBatches(quench);
  registerResolutionTrustBatch(quench);
  registerCardsTrustBatch(quench);
  registerResolutionSaveEndsBatch(quench);
  registerConditionsA13Batch(quench);
  registerTimeBeyondBatch(quench);
  registerEngagementBatch(quench);
  registerWorldClocksBatch(quench);
  registerEvasionBatch(quench);
  registerWaterBatch(quench);
  registerFightA13Batch(quench);
}
