import { describe, it, expect } from "vitest";
import { DEFAULT_COLOR_BEYOND, DEFAULT_COLOR_WITHIN, isColorString, parseColor } from "./colors";

describe("ruler colours", () => {
  it("accepts #rgb and #rrggbb in any case", () => {
    for (const c of ["#0072b2", "#D55E00", "#fff", " #abcdef "]) expect(isColorString(c)).toBe(true);
    for (const c of ["0072b2", "#12345", "red", "#ggg000", "", 7, null]) expect(isColorString(c)).toBe(false);
  });
  it("parses to a number; invalid values give the fallback", () => {
    expect(parseColor("#0072b2", DEFAULT_COLOR_BEYOND)).toBe(0x0072b2);
    expect(parseColor("#fa0", DEFAULT_COLOR_BEYOND)).toBe(0xffaa00);
    expect(parseColor("blue", DEFAULT_COLOR_WITHIN)).toBe(0x0072b2);
    expect(parseColor(undefined, DEFAULT_COLOR_BEYOND)).toBe(0xd55e00);
  });
  it("the defaults differ clearly", () => {
    expect(DEFAULT_COLOR_WITHIN).not.toBe(DEFAULT_COLOR_BEYOND);
  });
});
