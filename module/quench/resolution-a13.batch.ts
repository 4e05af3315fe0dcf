/**
 * Quench batch: one fight to its end under the 13th Age preset (resolution-fight.ts says what it
 * plays and checks). Not run on CI.
 */
import { fightBatch } from "./resolution-fight";
import type { QuenchApi } from "./types";

export function registerResolutionA13Batch(quench: QuenchApi): void {
  const { key, fn, options } = fightBatch("a13");
  quench.registerBatch(key, fn, options);
}
