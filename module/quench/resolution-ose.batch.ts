/**
 * Quench batch: one fight to its end under the Old-School Essentials preset (resolution-fight.ts says what it
 * plays and checks). Not run on CI.
 */
import { fightBatch } from "./resolution-fight";
import type { QuenchApi } from "./types";

export function registerResolutionOseBatch(quench: QuenchApi): void {
  const { key, fn, options } = fightBatch("ose");
  quench.registerBatch(key, fn, options);
}
