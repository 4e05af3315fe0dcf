/**
 * Quench batch: one fight to its end under the the OSR hack preset (resolution-fight.ts says what it
 * plays and checks). Not run on CI.
 */
import { fightBatch } from "./resolution-fight";
import type { QuenchApi } from "./types";

export function registerResolutionOsrBatch(quench: QuenchApi): void {
  const { key, fn, options } = fightBatch("osr");
  quench.registerBatch(key, fn, options);
}
