/**
 * Quench batch: one fight to its end under the Level Up A5E preset (resolution-fight.ts says what it
 * plays and checks). Not run on CI.
 */
import { fightBatch } from "./resolution-fight";
import type { QuenchApi } from "./types";

export function registerResolutionA5eBatch(quench: QuenchApi): void {
  const { key, fn, options } = fightBatch("a5e");
  quench.registerBatch(key, fn, options);
}
