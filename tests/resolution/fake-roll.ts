/**
 * Core's Roll as the attack and save cards read it (`Roll.validate`, `evaluate`, `formula` with its
 * `@` data in place, `terms` of dice, numbers and operators, `dice` with results, `total`,
 * serialisable like a core Roll), rolling the results a test queues in `faces`: each die takes the
 * next face (10 when the queue is empty); a keep modifier (`2d20kh`) marks the other dice inactive
 * and discarded, as core does.
 */

/** Results the next rolls give, in order (10 when the queue is empty). */
export const faces: number[] = [];

type Result = { result: number; active: boolean; discarded?: boolean };
type Term =
  | { class: "Die"; number: number; faces: number; modifiers: string[]; results: Result[]; options: Record<string, unknown> }
  | { class: "NumericTerm"; number: number; options: Record<string, unknown> }
  | { class: "OperatorTerm"; operator: string; options: Record<string, unknown> };

const TOKEN = /\s*(?:(\d*)d(\d+)((?:kh|kl|k|dh|dl)\d*)?|(\d+(?:\.\d+)?)|([-+*/%]))/y;

function resolveData(formula: string, data: Record<string, unknown>): string {
  return formula.replace(/@([a-z0-9_.]+)/gi, (whole, path: string) => {
    let v: unknown = data;
    for (const k of path.split(".")) v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined;
    return typeof v === "number" || typeof v === "string" ? String(v) : whole;
  });
}

function parse(formula: string): Term[] | null {
  const terms: Term[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < formula.length) {
    if (/^\s*$/.test(formula.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(formula);
    if (!m) return null;
    if (m[2] !== undefined) terms.push({ class: "Die", number: m[1] ? Number(m[1]) : 1, faces: Number(m[2]), modifiers: m[3] ? [m[3]] : [], results: [], options: {} });
    else if (m[4] !== undefined) terms.push({ class: "NumericTerm", number: Number(m[4]), options: {} });
    else terms.push({ class: "OperatorTerm", operator: m[5]!, options: {} });
  }
  return terms;
}

function keep(results: Result[], modifier: string | undefined): void {
  if (!modifier) return;
  const m = /^(kh|kl|k|dh|dl)(\d*)$/.exec(modifier)!;
  const n = m[2] ? Number(m[2]) : 1;
  const order = results.map((r, i) => [r.result, i] as const).sort((a, b) => a[0] - b[0]).map(([, i]) => i);
  const kept = m[1] === "kl" ? order.slice(0, n) : m[1] === "dh" ? order.slice(0, order.length - n) : m[1] === "dl" ? order.slice(n) : order.slice(order.length - n);
  results.forEach((r, i) => {
    if (!kept.includes(i)) Object.assign(r, { active: false, discarded: true });
  });
}

/** The terms' value, × ÷ % before + − (core's arithmetic). */
function valueOf(terms: Term[]): number {
  const parts: Array<number | string> = terms.map((t) => (t.class === "OperatorTerm" ? t.operator : t.class === "NumericTerm" ? t.number : t.results.filter((r) => r.active).reduce((s, r) => s + r.result, 0)));
  const signed: Array<number | string> = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (typeof p === "string" && (i === 0 || typeof parts[i - 1] === "string") && p === "-") {
      parts[i + 1] = -(parts[i + 1] as number);
      continue;
    }
    signed.push(p);
  }
  const stack: Array<number | string> = [];
  for (let i = 0; i < signed.length; i++) {
    const p = signed[i]!;
    if (p === "*" || p === "/" || p === "%") {
      const a = stack.pop() as number;
      const b = signed[++i] as number;
      stack.push(p === "*" ? a * b : p === "/" ? a / b : a % b);
    } else stack.push(p);
  }
  let total = stack[0] as number;
  for (let i = 1; i < stack.length; i += 2) total = stack[i] === "-" ? total - (stack[i + 1] as number) : total + (stack[i + 1] as number);
  return total;
}

export class FakeRoll {
  total: number | null = null;
  terms: Term[];
  constructor(formula: string, readonly data: Record<string, unknown> = {}) {
    this.terms = parse(resolveData(formula, data)) ?? [];
  }
  static validate(formula: string): boolean {
    return /^[\dd+*/%\s@a-z._-]+$/i.test(formula);
  }
  /** As core: the terms spelled out, operators spaced (`1d20 + 2`). */
  get formula(): string {
    return this.terms.map((t) => (t.class === "OperatorTerm" ? ` ${t.operator} ` : t.class === "NumericTerm" ? String(t.number) : `${t.number}d${t.faces}${t.modifiers.join("")}`)).join("");
  }
  get dice(): Array<{ faces: number; results: Result[] }> {
    return this.terms.filter((t): t is Extract<Term, { class: "Die" }> => t.class === "Die");
  }
  async evaluate(): Promise<this> {
    for (const t of this.terms) {
      if (t.class !== "Die") continue;
      t.results = Array.from({ length: t.number }, () => ({ result: faces.shift() ?? 10, active: true }));
      keep(t.results, t.modifiers[0]);
    }
    this.total = valueOf(this.terms);
    return this;
  }
  toJSON(): Record<string, unknown> {
    return { class: "Roll", formula: this.formula, total: this.total, terms: this.terms, dice: this.dice, evaluated: true };
  }
}
