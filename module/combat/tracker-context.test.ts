import { describe, it, expect } from "vitest";
import { buildTrackerContext, type PhaseRow, type TurnRow } from "./tracker-context";
import { FIGHT, FIGHT_COMBATANTS, PARTS_LABELS } from "../../tests/combat/fixture";
import { renderTemplate } from "../../tests/support/handlebars";
import { BOOK_CONFIG, PRESETS, movementAllowance, planAction, NO_ACTION } from "../rules";
import { BOOK_RULESET, resolveRuleset } from "../rules/ruleset";

const ctx = buildTrackerContext(FIGHT, PARTS_LABELS);
const turns = ctx.timeline.filter((r): r is TurnRow => r.kind === "turn");
const phases = ctx.timeline.filter((r): r is PhaseRow => r.kind === "phase");

describe("tracker context", () => {
  it("carries the clock and knows a movement second", () => {
    expect(ctx).toMatchObject({ started: true, round: 2, second: 6, isMovementSecond: true, phase: 2 });
  });

  it("orders the timeline by second, a phase row before the actions at its second, ties in tie-break order", () => {
    const order = ctx.timeline.map((r) => (r.kind === "phase" ? `phase@${r.second}` : `${r.id}@${r.second}`));
    expect(order).toEqual(["phase@1", "brakka@3", "phase@6", "elda@6", "ysolde@6", "gobB@9", "gobA@9", "phase@11", "phase@16"]);
  });

  it("highlights exactly those acting now", () => {
    expect(turns.filter((t) => t.actingNow).map((t) => t.id)).toEqual(["elda", "ysolde"]);
    expect(turns.find((t) => t.id === "elda")!.css).toContain("er-acting-now");
    expect(turns.find((t) => t.id === "gobA")!.css).not.toContain("er-acting-now");
  });

  it("shows carried actions with their start round and the spell's casting start", () => {
    expect(turns.find((t) => t.id === "brakka")).toMatchObject({ fromRound: 1, second: 3, past: true, score: 23 });
    expect(turns.find((t) => t.id === "ysolde")).toMatchObject({ fromRound: 1, spell: { name: "Wall of Thorns", startSecond: 14, castingSeconds: 12 } });
    expect(turns.find((t) => t.id === "gobA")!.fromRound).toBeNull();
  });

  it("marks ties and gives the tie-break and roll parts for hover", () => {
    const gobA = turns.find((t) => t.id === "gobA")!;
    expect(gobA).toMatchObject({ tied: true, tieBreak: 4 });
    expect(gobA.partsTooltip).toBe("2d10 11 · Quickness +0 · Weapon -2 · Encumbrance +0 · Other +0 = 9");
    expect(turns.find((t) => t.id === "brakka")!.tied).toBe(false);
    // A carried action shows the roll that set it, in its own round.
    expect(turns.find((t) => t.id === "brakka")!.partsTooltip).toBe("2d10 19 · Quickness +0 · Weapon +2 · Encumbrance +2 · Other +0 = 23");
    // Parts of an older roll are not shown for a newer action.
    const stale = { ...FIGHT_COMBATANTS[2]!, parts: { ...FIGHT_COMBATANTS[2]!.parts!, round: 1 } };
    const c = buildTrackerContext({ ...FIGHT, combatants: [stale] }, PARTS_LABELS);
    expect((c.timeline.find((r) => r.kind === "turn") as TurnRow).partsTooltip).toBe("");
  });

  it("phase rows give each combatant's hexes after terrain and conditions, or lost", () => {
    const second = phases.find((p) => p.second === 6)!;
    expect(second.current).toBe(true);
    const byName = Object.fromEntries(second.entries.map((e) => [e.name, e]));
    expect(byName["Brakka"]).toMatchObject({ hexes: 3, lost: false });
    expect(byName["Goblin A"]).toMatchObject({ hexes: 1, lost: false });
    expect(byName["Elda"]).toMatchObject({ lost: true, reasonKey: "ER.Condition.prone" });
    expect(byName["Oswin"]).toMatchObject({ lost: true, reasonKey: "ER.Condition.unconscious" });
    expect(phases.find((p) => p.second === 1)!.entries.find((e) => e.name === "Brakka")!.hexes).toBe(4);
    expect(phases.find((p) => p.second === 1)!.past).toBe(true);
  });

  it("GX-0b, GA-6: under prone crawl a knocked-down combatant crawls in the phase rows instead of losing them", () => {
    const crawl = buildTrackerContext({ ...FIGHT, variants: PRESETS.a5e }, PARTS_LABELS);
    const rows = crawl.timeline.filter((r): r is PhaseRow => r.kind === "phase");
    const elda = rows.map((p) => p.entries.find((e) => e.name === "Elda")!);
    expect(elda.every((e) => !e.lost && e.reasonKey === null)).toBe(true);
    const input = FIGHT.combatants.find((c) => c.id === "elda")!.movement!;
    expect(elda.map((e) => e.hexes)).toEqual([...movementAllowance(input, resolveRuleset(PRESETS.a5e)).phases]);
    expect(elda.reduce((a, e) => a + e.hexes, 0)).toBeLessThan(movementAllowance({ ...input, conditions: [] }, BOOK_RULESET).hexesPerRound);
    // The book (no variants given): lost, as before.
    expect(buildTrackerContext({ ...FIGHT, variants: BOOK_CONFIG }, PARTS_LABELS).timeline.filter((r): r is PhaseRow => r.kind === "phase")[1]!.entries.find((e) => e.name === "Elda")).toMatchObject({ lost: true });
  });

  it("lists who does not act this round, with why", () => {
    expect(ctx.waiting.map((w) => [w.id, w.statusKey])).toEqual([["oswin", "ER.Combat.Tracker.Status.unable"]]);
  });

  it("a combatant added mid-round joins next round; one still to roll its own is awaiting", () => {
    const joiner = { ...FIGHT_COMBATANTS[2]!, id: "late", name: "Late", state: { ...FIGHT_COMBATANTS[2]!.state, id: "late", action: NO_ACTION, tieBreak: 0 }, parts: null };
    const awaiting = { ...FIGHT_COMBATANTS[4]!, id: "pc", state: { ...FIGHT_COMBATANTS[4]!.state, id: "pc", action: NO_ACTION, tieBreak: 7, conditions: [] } };
    const c = buildTrackerContext({ ...FIGHT, combatants: [joiner, awaiting], playersRoll: true }, PARTS_LABELS);
    expect(Object.fromEntries(c.waiting.map((w) => [w.id, [w.statusKey, w.canRoll]]))).toEqual({
      pc: ["ER.Combat.Tracker.Status.awaiting", true],
      late: ["ER.Combat.Tracker.Status.joinsNext", false],
    });
  });

  it("delay and spell controls only for those who run the clock, and only before the action lands", () => {
    expect(turns.find((t) => t.id === "gobA")).toMatchObject({ canDelay: true, canCast: true });
    expect(turns.find((t) => t.id === "brakka")).toMatchObject({ canDelay: false, canCast: false });
    const player = buildTrackerContext({ ...FIGHT, canAdvance: false }, PARTS_LABELS);
    const t = player.timeline.filter((r): r is TurnRow => r.kind === "turn");
    expect(t.some((r) => r.canDelay || r.canCast)).toBe(false);
    expect(t.filter((r) => r.canSpeak).map((r) => r.id)).toEqual(["elda"]);
    // Running the clock does not let a user speak for combatants it does not own.
    expect(turns.filter((r) => r.canSpeak).map((r) => r.id)).toEqual(["elda"]);
  });

  it("before the combat begins there is only the roster", () => {
    const c = buildTrackerContext({ ...FIGHT, clock: null }, PARTS_LABELS);
    expect(c.started).toBe(false);
    expect(c.timeline).toEqual([]);
    expect(c.waiting.map((w) => w.name)).toEqual(FIGHT_COMBATANTS.map((f) => f.name));
  });

  it("a later spill shows where it lands", () => {
    const swing = { ...FIGHT_COMBATANTS[2]!, id: "axe", state: { ...FIGHT_COMBATANTS[2]!.state, id: "axe", action: planAction(2, 27) } };
    const c = buildTrackerContext({ ...FIGHT, combatants: [swing] }, PARTS_LABELS);
    expect(c.waiting[0]).toMatchObject({ statusKey: "ER.Combat.Tracker.Status.carried", landsAt: { round: 3, second: 7 } });
  });
});

describe("tracker template", () => {
  const html = renderTemplate("templates/combat/tracker.hbs", { er: ctx });

  function rowOf(id: string): string {
    const m = new RegExp(`<li class="([^"]*)" data-combatant-id="${id}"[\\s\\S]*?</li>\\s*(?=<li|</ol>)`).exec(html);
    if (!m) throw new Error(`no row for ${id}`);
    return m[0];
  }

  it("shows the current round and second and the movement phase", () => {
    expect(html).toContain("Round 2 · Second 6");
    expect(html).toContain('data-er-second="6"');
    expect(html).toMatch(/<span class="er-phase-badge">Movement phase 2<\/span>/);
  });

  it("highlights those acting now", () => {
    expect(rowOf("elda")).toMatch(/class="combatant er-acting-now active/);
    expect(rowOf("elda")).toContain("Acting now");
    expect(rowOf("gobA")).not.toContain("er-acting-now");
  });

  it("renders a phase row with hexes and lost", () => {
    const phase = /<li class="er-phase-row er-current" data-second="6">[\s\S]*?<\/ul>/.exec(html)![0];
    expect(phase).toContain("Movement phase 2");
    expect(phase).toMatch(/Brakka<\/span>\s*<span class="er-hexes">3 hexes<\/span>/);
    expect(phase).toMatch(/Elda<\/span>\s*<span class="er-hexes er-lost-label">lost: Knocked Down<\/span>/);
  });

  it("hexes follow the language's plural rules: '1 hex', '3 hexes', and another language's categories", () => {
    const entries = (plural?: (n: number) => string) => buildTrackerContext({ ...FIGHT, ...(plural ? { plural } : {}) }, PARTS_LABELS).timeline.flatMap((r) => (r.kind === "phase" ? r.entries : []));
    const english = entries();
    for (const e of english) expect(e.hexesKey).toBe(`ER.Combat.Tracker.Hexes.${e.hexes === 1 ? "one" : "other"}`);
    expect(english.some((e) => e.hexes === 1) && english.some((e) => e.hexes > 1)).toBe(true);
    expect(entries(() => "few").every((e) => e.hexesKey === "ER.Combat.Tracker.Hexes.few")).toBe(true);
  });

  it("renders the spilled action with its start round", () => {
    expect(rowOf("brakka")).toContain("from round 1");
    expect(rowOf("brakka")).toMatch(/<span class="er-second-value"[^>]*>3<\/span>/);
    expect(rowOf("ysolde")).toContain("Wall of Thorns: casting from second 14, 12 s");
  });

  it("renders the tie in tie-break order with the value on hover", () => {
    expect(html.indexOf('data-combatant-id="gobB"')).toBeLessThan(html.indexOf('data-combatant-id="gobA"'));
    expect(rowOf("gobA")).toContain('data-tooltip="Tie-break 4: the lower value wins a contested tie"');
    expect(rowOf("gobB")).toContain("tie 1/2");
  });

  it("shows the held speech indicator", () => {
    expect(rowOf("elda")).toContain("speech held");
    expect(rowOf("gobA")).not.toContain("speech held");
  });

  it("lists the unconscious combatant as not acting", () => {
    expect(html).toContain("Not acting at a second this round");
    expect(rowOf("oswin")).toContain("cannot act");
  });
});

describe("waiting rows", () => {
  it("an unable combatant's spent action is not shown as landing", () => {
    expect(ctx.waiting.find((w) => w.id === "oswin")!.landsAt).toBeNull();
  });
});

describe("tracker rows select their token", () => {
  it("every combatant row carries core's activateCombatant action", () => {
    const html = renderTemplate("templates/combat/tracker.hbs", { er: ctx });
    const rows = html.match(/<li class="[^"]*combatant[^"]*" data-combatant-id="[^"]+"[^>]*>/g) ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain('data-action="activateCombatant"');
  });
});

describe("tracker context under a companion initiative model", () => {
  it("a held or surprised combatant waits with the model's label; without one the book's reason stays", () => {
    const held = { ...FIGHT_COMBATANTS[1]!, state: { ...FIGHT_COMBATANTS[1]!.state, action: { ...planAction(2, 12), landsAt: 0 } } };
    const input = { ...FIGHT, combatants: [held, { ...held, id: "plain", state: { ...held.state, id: "plain" } }] };
    const withKey = buildTrackerContext({ ...input, combatants: [{ ...held, variantStatusKey: "ER.Variants.Initiative.Holding" }, input.combatants[1]!] }, PARTS_LABELS);
    const key = (ctx: ReturnType<typeof buildTrackerContext>, id: string) => ctx.waiting.find((w) => w.id === id)!.statusKey;
    expect(key(withKey, held.id)).toBe("ER.Variants.Initiative.Holding");
    expect(key(withKey, "plain")).toBe(key(buildTrackerContext(input, PARTS_LABELS), "plain"));
    expect(key(withKey, "plain")).not.toBe("ER.Variants.Initiative.Holding");
    const html = renderTemplate("templates/combat/tracker.hbs", { er: withKey, erModel: { key: "ER.Variants.Initiative.Model.a13", model: "a13" } });
    expect(html).toContain("Holding its action");
    // A surprised combatant loses every movement phase of the round, with the reason shown.
    const mover = { speed: 12, terrain: "optimal" as const, steep: false, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
    const surprised = buildTrackerContext({ ...input, combatants: [{ ...held, movement: mover, surprisedNow: true, forfeits: { 1: "ER.Movement.Reason.surprised", 6: "ER.Movement.Reason.surprised", 11: "ER.Movement.Reason.surprised", 16: "ER.Movement.Reason.surprised" } }, { ...input.combatants[1]!, name: "Plain", movement: mover }] }, PARTS_LABELS);
    const phaseRows = surprised.timeline.filter((r): r is PhaseRow => r.kind === "phase");
    expect(phaseRows).toHaveLength(4);
    // No roll button for a surprised combatant when players roll their own; one for the same combatant otherwise.
    const waitingForRoll = { ...held, owner: true, state: { ...held.state, action: NO_ACTION, tieBreak: 2 } };
    const rollButton = (surprisedNow: boolean) =>
      buildTrackerContext({ ...input, playersRoll: true, combatants: [{ ...waitingForRoll, surprisedNow }] }, PARTS_LABELS).waiting.find((w) => w.id === held.id)!.canRoll;
    expect(rollButton(false)).toBe(true);
    expect(rollButton(true)).toBe(false);
    for (const p of phaseRows) {
      expect(p.entries.find((e) => e.name === held.name)).toMatchObject({ hexes: 0, lost: true, reasonKey: "ER.Movement.Reason.surprised" });
      expect(p.entries.find((e) => e.name === "Plain")).toMatchObject({ lost: false });
    }
    expect(html).toContain("Initiative: 13th Age cyclic d20");
  });
});
