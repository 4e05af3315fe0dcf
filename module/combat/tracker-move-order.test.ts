/**
 * VARIANTS.md §13.3 row 7 (000:L26): at a movement second the tracker marks who moves now (the first
 * mover in initiative order whose token has not moved this phase) and who has moved, from the rules'
 * `phaseMoveOrder` (the ruler's reminder reads the same); nothing under the book (free order) or
 * between movement seconds; a player's tracker is built without hidden combatants, so none is named,
 * counted or waited for.
 */
import { describe, expect, it } from "vitest";
import { buildTrackerContext, type PhaseRow, type TrackerCombatantInput, type TurnRow } from "./tracker-context";
import { FIGHT, FIGHT_COMBATANTS, PARTS_LABELS } from "../../tests/combat/fixture";
import { renderTemplate } from "../../tests/support/handlebars";
import { BOOK_CONFIG, PRESETS, engagementInForce, planAction, resolveRuleset, type VariantConfig } from "../rules";

const LURKER: TrackerCombatantInput = {
  ...FIGHT_COMBATANTS[0]!,
  id: "lurker", name: "Lurker in the Reeds", hidden: true,
  state: { ...FIGHT_COMBATANTS[0]!.state, id: "lurker", action: planAction(2, 2), tieBreak: 7 },
  parts: null,
};

function build(opts: { moved?: string[]; variants?: VariantConfig; second?: number; hidden?: boolean }) {
  const list = opts.hidden ? [LURKER, ...FIGHT_COMBATANTS] : FIGHT_COMBATANTS;
  const combatants = list.map((c) => ({ ...c, phaseMove: { moved: (opts.moved ?? []).includes(c.id), memory: {} } }));
  return buildTrackerContext({ ...FIGHT, clock: { round: 2, second: opts.second ?? 6 }, combatants, variants: opts.variants ?? PRESETS.a13 }, PARTS_LABELS);
}
const phaseAt = (ctx: ReturnType<typeof build>, s: number) => ctx.timeline.find((r): r is PhaseRow => r.kind === "phase" && r.second === s)!;
const marks = (ctx: ReturnType<typeof build>) => Object.fromEntries([...ctx.timeline, ...ctx.waiting].filter((r): r is TurnRow => r.kind === "turn").map((t) => [t.id, t.moveMark]));

describe("the tracker marks who moves now in a movement phase (§13.3 row 7)", () => {
  it("the engagement rules are in force under the 13A preset and not under the book", () => {
    expect(engagementInForce(resolveRuleset(PRESETS.a13))).toBe(true);
    expect(engagementInForce(resolveRuleset(BOOK_CONFIG))).toBe(false);
  });

  it("nobody moved: the earliest in initiative order moves now, the rest later; the unconscious and Elda (knocked down, phase lost) are out of it", () => {
    const ctx = build({});
    expect(marks(ctx)).toEqual({ brakka: "now", elda: null, ysolde: "later", gobB: "later", gobA: "later", oswin: null });
    const row = phaseAt(ctx, 6);
    expect(row.movesNow).toBe("Brakka");
    expect(Object.fromEntries(row.entries.map((e) => [e.name, e.moveMark]))).toMatchObject({ Brakka: "now", Elda: null, Ysolde: "later", Oswin: null });
    // Only the current phase's row carries the order.
    for (const s of [1, 11, 16]) {
      expect(phaseAt(ctx, s).movesNow).toBeNull();
      expect(phaseAt(ctx, s).entries.every((e) => e.moveMark === null)).toBe(true);
    }
  });

  it("as movers move, the mark passes to the first who has not; one who moved out of turn is marked moved", () => {
    expect(marks(build({ moved: ["brakka"] }))).toMatchObject({ brakka: "moved", ysolde: "now", gobB: "later" });
    expect(marks(build({ moved: ["brakka", "gobA"] }))).toMatchObject({ brakka: "moved", ysolde: "now", gobA: "moved" });
    const all = build({ moved: ["brakka", "ysolde", "gobB", "gobA"] });
    expect(phaseAt(all, 6).movesNow).toBeNull();
    expect(Object.values(marks(all)).filter((m) => m === "now")).toEqual([]);
  });

  it("the row classes show the marks", () => {
    const turns = build({ moved: ["brakka"] }).timeline.filter((r): r is TurnRow => r.kind === "turn");
    expect(turns.find((t) => t.id === "ysolde")!.css).toContain("er-moves-now");
    expect(turns.find((t) => t.id === "brakka")!.css).toContain("er-moved");
    expect(turns.find((t) => t.id === "gobA")!.css).not.toMatch(/er-move/);
  });

  it("the book (free order) and a second between movement phases mark nothing; a combatant with no token is no mover", () => {
    for (const ctx of [build({ variants: BOOK_CONFIG }), build({ second: 7 })]) {
      expect(Object.values(marks(ctx)).every((m) => m === null)).toBe(true);
      expect(ctx.timeline.every((r) => r.kind !== "phase" || (r.movesNow === null && r.entries.every((e) => e.moveMark === null)))).toBe(true);
    }
    const noToken = buildTrackerContext({ ...FIGHT, variants: PRESETS.a13, combatants: FIGHT_COMBATANTS.map((c) => ({ ...c, phaseMove: c.id === "brakka" ? null : { moved: false, memory: {} } })) }, PARTS_LABELS);
    expect(marks(noToken)).toMatchObject({ brakka: null, ysolde: "now" });
  });

  it("the GM's tracker waits for a hidden mover; a player's (built without it) neither names nor counts it", () => {
    const gm = build({ hidden: true });
    expect(marks(gm)).toMatchObject({ lurker: "now", brakka: "later" });
    const player = build({});
    const html = renderTemplate("templates/combat/tracker.hbs", { er: player, user: { isGM: false } });
    expect(html).not.toContain("Lurker");
    expect(html).toContain("Brakka moves now");
    // Four movers numbered in the phase row (not Oswin, unconscious, nor Elda, her phase lost), one "moves now" tag on a turn row.
    expect(html.match(/class="er-phase-entry[^"]*" data-move="(now|moved|later)"/g)?.length).toBe(4);
    expect(html.match(/er-move-tag" data-move="now"/g)?.length).toBe(1);
  });
});
