/**
 * VARIANTS.md §13.3 row 7: the tracker's "moves now" mark follows the tokens' movement history, so a
 * recorded or cleared history re-renders the tracker once for a burst, only for a combatant's token
 * and only while a move order is in force (the book keeps free order: nothing to re-render).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { MOVE_REFRESH_WAIT_MS, registerMoveOrderRefresh, type RecordHooks } from "./move-refresh";
import { PRESETS, resolveRuleset, BOOK_CONFIG } from "../rules";

function setup(config = PRESETS.a13) {
  let listener: ((token: { combatant?: unknown }) => void) | null = null;
  const hooks: RecordHooks = { on: (_hook, fn) => (listener = fn) };
  const render = vi.fn();
  const ruleset = resolveRuleset(config);
  registerMoveOrderRefresh(hooks, render, () => ruleset);
  return { fire: (token: { combatant?: unknown }) => listener!(token), render };
}

afterEach(() => vi.useRealTimers());

describe("the tracker re-renders when a token's movement history changes (§13.3 row 7)", () => {
  it("one render after a burst of records of combatants' tokens", () => {
    vi.useFakeTimers();
    const { fire, render } = setup();
    for (let i = 0; i < 5; i++) fire({ combatant: {} });
    expect(render).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MOVE_REFRESH_WAIT_MS);
    expect(render).toHaveBeenCalledTimes(1);
    fire({ combatant: {} });
    vi.advanceTimersByTime(MOVE_REFRESH_WAIT_MS);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("none for a token with no combatant, nor under the book's free order", () => {
    vi.useFakeTimers();
    const a = setup();
    a.fire({ combatant: null });
    a.fire({});
    const book = setup(BOOK_CONFIG);
    book.fire({ combatant: {} });
    vi.advanceTimersByTime(MOVE_REFRESH_WAIT_MS * 2);
    expect(a.render).not.toHaveBeenCalled();
    expect(book.render).not.toHaveBeenCalled();
  });
});
