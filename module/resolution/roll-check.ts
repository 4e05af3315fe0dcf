/**
 * Checks a recorded Roll against the formula the GM's client computes for it (RESOLUTION.md R2,
 * R13: the amount is worked out again from the card's recorded dice, never taken from the card).
 * The roll's terms must spell that formula, every die result must lie within its faces, the kept
 * dice must be the ones the formula keeps, and the total must be the formula evaluated with those
 * results. Pure: it reads a Roll's public shape (`formula`, `terms`, `total`; a serialised Roll has
 * the same fields), never Foundry globals.
 *
 * Only dice, numbers and the four operations are checked; a formula with other terms (parentheses,
 * functions, pools, exploding or rerolled dice) cannot be evaluated here and is "unverifiable".
 */
import { isRecord } from "./records";

export type RollVerdict = "ok" | "formula" | "dice" | "total" | "unverifiable";

/** The most terms and dice per term a checked roll may have. */
const MAX_TERMS = 100;
const MAX_DICE = 100;
const MAX_FACES = 10_000;
const OPERATORS = ["+", "-", "*", "/", "%"] as const;
type Operator = (typeof OPERATORS)[number];
const KEEP = /^(kh|kl|k|dh|dl)(\d{0,3})$/;

const whole = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max;
const squeeze = (formula: string): string => formula.replace(/\s+/g, "");

function flavour(term: Record<string, unknown>): string {
  const options = term["options"];
  const text = isRecord(options) && typeof options["flavor"] === "string" ? options["flavor"] : "";
  return text === "" ? "" : `[${text}]`;
}

/** The results a keep/drop modifier keeps (highest or lowest n), as values. */
function keptValues(values: readonly number[], modifier: string | undefined): number[] | null {
  if (modifier === undefined) return [...values];
  const m = KEEP.exec(modifier);
  if (!m) return null;
  const n = m[2] === "" ? 1 : Number(m[2]);
  const sorted = [...values].sort((a, b) => a - b);
  const kind = m[1];
  if (kind === "kh" || kind === "k") return sorted.slice(Math.max(0, sorted.length - n));
  if (kind === "kl") return sorted.slice(0, n);
  if (kind === "dh") return sorted.slice(0, Math.max(0, sorted.length - n));
  return sorted.slice(n);
}

const sameValues = (a: readonly number[], b: readonly number[]): boolean => {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/** A dice term's formula and total from its results, or the verdict refusing it. */
function diceTerm(term: Record<string, unknown>): { formula: string; total: number } | RollVerdict {
  const { faces, number, modifiers, results } = term;
  if (!whole(faces, 1, MAX_FACES) || !whole(number, 1, MAX_DICE) || !Array.isArray(modifiers) || modifiers.length > 1 || !modifiers.every((m) => typeof m === "string")) return "unverifiable";
  if (!Array.isArray(results) || results.length !== number) return "dice";
  const values: number[] = [];
  const active: number[] = [];
  for (let i = 0; i < results.length; i++) {
    const r: unknown = results[i];
    if (!isRecord(r) || !whole(r["result"], 1, faces)) return "dice";
    values.push(r["result"]);
    if (r["active"] !== false && r["discarded"] !== true) active.push(r["result"]);
  }
  const kept = keptValues(values, modifiers[0] as string | undefined);
  if (kept === null) return "unverifiable";
  // The kept dice are the ones the modifier keeps (a kept d20 is the card's natural, R4).
  if (!sameValues(kept, active)) return "dice";
  return { formula: `${number}d${faces}${modifiers.join("")}${flavour(term)}`, total: kept.reduce((s, v) => s + v, 0) };
}

/** Evaluates numbers and operators left to right with ×, ÷ and % before + and −; unary minus allowed. */
function evaluate(tokens: ReadonlyArray<number | Operator>): number | null {
  const values: number[] = [];
  const ops: Operator[] = [];
  let sign = 1;
  let expectNumber = true;
  for (const t of tokens) {
    if (expectNumber) {
      if (t === "-" || t === "+") {
        sign *= t === "-" ? -1 : 1;
        continue;
      }
      if (typeof t !== "number") return null;
      values.push(sign * t);
      sign = 1;
      expectNumber = false;
    } else {
      if (typeof t === "number") return null;
      ops.push(t);
      expectNumber = true;
    }
  }
  if (expectNumber || values.length === 0) return null;
  // × ÷ % first, then + − (as Roll.safeEval's arithmetic).
  const sums: number[] = [values[0]!];
  const signs: Operator[] = [];
  ops.forEach((op, i) => {
    const v = values[i + 1]!;
    if (op === "+" || op === "-") {
      signs.push(op);
      sums.push(v);
    } else {
      const last = sums.pop()!;
      sums.push(op === "*" ? last * v : op === "/" ? last / v : last % v);
    }
  });
  return sums.slice(1).reduce((total, v, i) => (signs[i] === "-" ? total - v : total + v), sums[0]!);
}

/** Whether `roll` is `expected` (the GM's formula with its data in place) rolled honestly. */
export function checkRoll(roll: unknown, expected: string): RollVerdict {
  if (!isRecord(roll) || typeof roll["formula"] !== "string" || typeof roll["total"] !== "number" || !Number.isFinite(roll["total"])) return "formula";
  const terms = roll["terms"];
  if (!Array.isArray(terms) || terms.length === 0 || terms.length > MAX_TERMS) return "unverifiable";
  let formula = "";
  const tokens: Array<number | Operator> = [];
  for (let i = 0; i < terms.length; i++) {
    const term: unknown = terms[i];
    if (!isRecord(term)) return "unverifiable";
    if (typeof term["operator"] === "string") {
      if (!OPERATORS.includes(term["operator"] as Operator)) return "unverifiable";
      formula += term["operator"];
      tokens.push(term["operator"] as Operator);
    } else if ("faces" in term || "results" in term) {
      const dice = diceTerm(term);
      if (typeof dice === "string") return dice;
      formula += dice.formula;
      tokens.push(dice.total);
    } else if (typeof term["number"] === "number" && Number.isFinite(term["number"])) {
      formula += `${term["number"]}${flavour(term)}`;
      tokens.push(term["number"]);
    } else return "unverifiable";
  }
  const want = squeeze(expected);
  if (squeeze(formula) !== want || squeeze(roll["formula"]) !== want) return "formula";
  const total = evaluate(tokens);
  if (total === null) return "unverifiable";
  return Math.abs(total - roll["total"]) <= 1e-9 * Math.max(1, Math.abs(total)) ? "ok" : "total";
}
