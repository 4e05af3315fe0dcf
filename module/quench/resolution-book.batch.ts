/**
 * Quench batch: one fight to its end under the the book preset (resolution-fight.ts says what it
 * plays and checks). Not run on CI.
 */
import { fightBatch } from "./resolution-fight";
import type { QuenchApi } from "./types";

export function registerResolutionBookBatch(quench: QuenchApi): void {
  const { key, fn, options } = fightBatch("book");
  quench.registerBatch(key, fn, options);
}
