/**
 * This world's pieces that a saved variant change refreshes (./live.ts): world actors and unlinked
 * tokens' actors, the system's open actor sheets (and open weapon sheets, issue 14), the tracker, the marker, the reach overlay and
 * the planned movement paths (TokenLayer#recalculatePlannedMovementPaths where the core has it).
 */
import { ERActorSheet } from "../sheets/actor-sheet";
import { ERItemSheet } from "../sheets/item-sheet";
import { refreshMarker } from "../combat/marker";
import { recalculatePlannedPaths } from "../canvas/scene-terrain";
import { reachOverlay } from "../canvas/reach-overlay";
import { forgetMovementVariants } from "../canvas/variant-costs";
import type { VariantRefreshTargets } from "./live";

function* variantActors(): Generator<{ reset(): void }> {
  for (const actor of game.actors?.contents ?? []) yield actor;
  for (const scene of game.scenes?.contents ?? []) {
    for (const token of scene.tokens.contents) {
      if (token.actorLink) continue;
      const actor = token.actor;
      if (actor) yield actor;
    }
  }
}

function* openActorSheets(): Generator<{ refreshDerived(parts: readonly string[]): void; partIds: readonly string[] }> {
  for (const app of foundry.applications.instances.values()) {
    if (!(app instanceof ERActorSheet) || !app.rendered) continue;
    const parts = Object.keys((app.constructor as unknown as { PARTS?: Record<string, unknown> }).PARTS ?? {});
    yield { refreshDerived: (p) => app.refreshDerived(p), partIds: parts };
  }
  // Issue 14 (VARIANTS.md row 21): an open weapon sheet shows its slow choice under OSE initiative only.
  for (const app of foundry.applications.instances.values()) {
    if (!(app instanceof ERItemSheet) || !app.rendered || app.document.type !== "weapon") continue;
    yield { refreshDerived: () => void app.render(), partIds: [] };
  }
}

/** This world's refresh targets. */
export function foundryRefreshTargets(): VariantRefreshTargets {
  return {
    forgetCaches: () => forgetMovementVariants(),
    actors: variantActors,
    sheets: openActorSheets,
    renderTracker: () => ui.combat?.render(),
    refreshMarker: () => refreshMarker(),
    refreshReach: () => reachOverlay.invalidate(),
    recalculatePlannedPaths: () => recalculatePlannedPaths(),
  };
}
