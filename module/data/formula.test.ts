import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_FORMULA_LENGTH, formulaError, isValidFormula } from "./formula";

describe("roll formula check", () => {
  it.each([
    "",
    "   ",
    "1d20 + @rating",
    "d20",
    "2d6+3",
    "1d8 + @item.rating - 2",
    "4dF",
    "1d%",
    "4d6kh3",
    "2d20kl",
    "1d10x",
    "6d6cs>=5",
    "2d6r<2",
    "(1d6 + 2) * 2",
    "floor(@steps / 2) + 1d4",
    "max(1, 1d6 - @steps)",
    "{1d20, 1d20}kh",
    "1d6[fire] + 1d4[cold]",
    "-1 + 1d6",
    "@skills.climb + 1d20",
  ])("accepts %j", (formula) => {
    expect(formulaError(formula)).toBeNull();
    expect(isValidFormula(formula)).toBe(true);
  });

  it.each([
    ["1d20 +", 7],
    ["1d20 + + ", 10],
    ["2d6 3", 5],
    ["(1d6 + 2", 9],
    ["1d6)", 4],
    ["1d20 + rating", 8],
    ["1d20 ; rm -rf", 6],
    ["<b>1d6</b>", 1],
    ["@", 1],
    ["system(1)", 1],
    ["max 1d6", 1],
    ["1d20 + @rating.", 15],
    ["{1d20, }", 8],
  ])("refuses %j at character %i", (formula, at) => {
    expect(formulaError(formula)).toBe(at);
    expect(isValidFormula(formula)).toBe(false);
  });

  it("refuses non-strings and over-long formulas", () => {
    expect(isValidFormula(3)).toBe(false);
    expect(isValidFormula(null)).toBe(false);
    expect(formulaError(`1+${"1+".repeat(MAX_FORMULA_LENGTH)}1`)).toBe(MAX_FORMULA_LENGTH + 1);
  });

  it("every sum of dice and numbers is accepted; appending an operator makes it invalid", () => {
    const operand = fc.oneof(
      fc.integer({ min: 0, max: 999 }).map(String),
      fc.tuple(fc.integer({ min: 1, max: 20 }), fc.constantFrom(4, 6, 8, 10, 12, 20, 100)).map(([n, d]) => `${n}d${d}`),
      fc.constantFrom("@rating", "@steps", "@skills.quickness"),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("+", "-", "*", "/"), operand), { maxLength: 8 }), operand, (rest, first) => {
        const formula = [first, ...rest.flat()].join(" ");
        fc.pre(formula.length <= MAX_FORMULA_LENGTH - 2);
        expect(formulaError(formula)).toBeNull();
        expect(formulaError(`${formula} +`)).toBe(formula.length + 3);
      }),
    );
  });
});
