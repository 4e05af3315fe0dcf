/**
 * In-Foundry test batches for the Quench module. They are registered only when Quench is active
 * (its `quenchReady` hook fires only then), and a maintainer runs them in a live world.
 */
import type { QuenchApi } from "./types";

export function registerQuenchBatches(_quench: QuenchApi): void {
  // Each feature's batch is added here.
}
