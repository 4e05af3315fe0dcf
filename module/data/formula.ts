/**
 * A pure check of the roll formulas items carry (a skill's roll, a weapon's or a spell's damage),
 * so a typo is refused on the sheet with a clear message instead of failing at the table. It
 * accepts the common part of Foundry's dice syntax: numbers, dice (`2d6`, `d20`, `1d%`, `4dF`) with
 * modifiers (`kh`, `kl2`, `r<2`, `x`, `cs>=5`, …), `@` references (`@rating`, `@skills.climb`),
 * `+ - * /`, brackets, dice pools (`{1d20, 1d20}kh`), the math functions
 * floor, ceil, round, abs, min and max, and `[flavour]` labels. Anything else is refused.
 * The empty formula is valid: it means "no roll". Foundry's own parser runs again at roll time.
 */

/** Longest formula accepted, in characters. */
export const MAX_FORMULA_LENGTH = 200;

const FUNCTIONS = new Set(["floor", "ceil", "round", "abs", "min", "max"]);

type Token =
  | { kind: "num" | "dice" | "ref"; at: number }
  | { kind: "func"; at: number }
  | { kind: "op"; value: string; at: number };

const DICE = /^\d*d(?:\d+|%|F)(?:[a-zA-Z]{1,3}(?:[<>=]{1,2})?\d*)*/;
const NUMBER = /^\d+(?:\.\d+)?/;
const REF = /^@[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*/;
const WORD = /^[a-z]+(?=\s*\()/;
const FLAVOUR = /^\[[^[\]]*\]/;
const POOL_MODS = /^(?:[a-zA-Z]{1,3}(?:[<>=]{1,2})?\d*)+/;

/** Splits a formula into tokens; returns the position of the first character it cannot read. */
function tokenize(formula: string): Token[] | number {
  const tokens: Token[] = [];
  let i = 0;
  while (i < formula.length) {
    const rest = formula.slice(i);
    const ch = rest[0]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    const flavour = FLAVOUR.exec(rest);
    if (flavour) {
      i += flavour[0].length;
      continue;
    }
    const dice = DICE.exec(rest);
    if (dice) {
      tokens.push({ kind: "dice", at: i });
      i += dice[0].length;
      continue;
    }
    const num = NUMBER.exec(rest);
    if (num) {
      tokens.push({ kind: "num", at: i });
      i += num[0].length;
      continue;
    }
    const ref = REF.exec(rest);
    if (ref) {
      tokens.push({ kind: "ref", at: i });
      i += ref[0].length;
      continue;
    }
    const word = WORD.exec(rest);
    if (word && FUNCTIONS.has(word[0])) {
      tokens.push({ kind: "func", at: i });
      i += word[0].length;
      continue;
    }
    if ("+-*/(),{}".includes(ch)) {
      tokens.push({ kind: "op", value: ch, at: i });
      i += 1;
      // Modifiers after a closing pool brace: {1d20, 1d20}kh.
      if (ch === "}") {
        const mods = POOL_MODS.exec(formula.slice(i));
        if (mods) i += mods[0].length;
      }
      continue;
    }
    return i;
  }
  return tokens;
}

/**
 * Checks a roll formula. Returns null when it is valid (or empty), otherwise the 1-based character
 * position where it goes wrong (the formula's length + 1 when it ends too early).
 */
export function formulaError(formula: string): number | null {
  if (formula.trim() === "") return null;
  if (formula.length > MAX_FORMULA_LENGTH) return MAX_FORMULA_LENGTH + 1;
  const tokens = tokenize(formula);
  if (typeof tokens === "number") return tokens + 1;
  let pos = 0;
  const end = formula.length + 1;
  const fail = (): number => (pos < tokens.length ? tokens[pos]!.at + 1 : end);
  const isOp = (value: string) => {
    const t = tokens[pos];
    return t?.kind === "op" && t.value === value;
  };

  // expr := term (('+' | '-') term)* ; term := factor (('*' | '/') factor)*
  const expr = (): number | null => {
    let err = term();
    while (err === null && (isOp("+") || isOp("-"))) {
      pos += 1;
      err = term();
    }
    return err;
  };
  const term = (): number | null => {
    let err = factor();
    while (err === null && (isOp("*") || isOp("/"))) {
      pos += 1;
      err = factor();
    }
    return err;
  };
  const list = (close: string): number | null => {
    let err = expr();
    while (err === null && isOp(",")) {
      pos += 1;
      err = expr();
    }
    if (err !== null) return err;
    if (!isOp(close)) return fail();
    pos += 1;
    return null;
  };
  const factor = (): number | null => {
    const t = tokens[pos];
    if (!t) return end;
    if (t.kind === "op" && (t.value === "+" || t.value === "-")) {
      pos += 1;
      return factor();
    }
    if (t.kind === "num" || t.kind === "dice" || t.kind === "ref") {
      pos += 1;
      return null;
    }
    if (t.kind === "func") {
      pos += 1;
      if (!isOp("(")) return fail();
      pos += 1;
      return list(")");
    }
    if (t.kind === "op" && t.value === "(") {
      pos += 1;
      const err = expr();
      if (err !== null) return err;
      if (!isOp(")")) return fail();
      pos += 1;
      return null;
    }
    if (t.kind === "op" && t.value === "{") {
      pos += 1;
      return list("}");
    }
    return fail();
  };

  const err = expr();
  if (err !== null) return err;
  return pos < tokens.length ? fail() : null;
}

export function isValidFormula(formula: unknown): formula is string {
  return typeof formula === "string" && formulaError(formula) === null;
}
