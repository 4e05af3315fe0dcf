/**
 * Core's Roll as the attack and save cards read it (`Roll.validate`, `evaluate`, `dice` with
 * results, `total`, serialisable like a core Roll), rolling the results a test queues in `faces`:
 * the first die takes the next face, and a formula's trailing flat part is added to it.
 */

/** Results the next rolls give, in order (10 when the queue is empty). */
export const faces: number[] = [];

export class FakeRoll {
  total: number | null = null;
  dice: Array<{ faces: number; results: Array<{ result: number; active: boolean }> }> = [];
  constructor(readonly formula: string, readonly data: Record<string, unknown> = {}) {}
  static validate(formula: string): boolean {
    return /^[\dd+\s@a-z.-]+$/i.test(formula);
  }
  async evaluate(): Promise<this> {
    const d = /(\d*)d(\d+)/.exec(this.formula);
    const flat = /\+\s*(\d+)\s*$/.exec(this.formula);
    const result = faces.shift() ?? 10;
    this.dice = d ? [{ faces: Number(d[2]), results: [{ result, active: true }] }] : [];
    this.total = result + (flat ? Number(flat[1]) : 0);
    return this;
  }
  toJSON(): Record<string, unknown> {
    return { formula: this.formula, total: this.total, dice: this.dice };
  }
}
