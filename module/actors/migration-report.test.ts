import { describe, expect, it } from "vitest";
import { migrateActorSource } from "./migrate";
import { MAX_REPORT_LINES, MAX_REPORT_VALUE, notesOf, planMigrationReport, type Localise } from "./migration-report";
import en from "../../lang/en.json";

/** Formats like Foundry's i18n.format over the shipped en.json (missing keys come back as the key). */
const localise: Localise = (key, data = {}) => {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof text !== "string") return key;
  return text.replace(/\{(\w+)\}/g, (_m, k: string) => data[k] ?? `{${k}}`);
};

describe("migration report", () => {
  const source = migrateActorSource({ hp: { value: 3, max: 4 }, health: { value: 9 }, load: { overCapacityMinutes: "<b>lots</b>" } });
  const docs = [{ key: "Actor.a", name: "Grim <the> Bold", notes: notesOf(source) }];

  it("lists every note once, localised, with names and values escaped", () => {
    const plan = planMigrationReport(docs, {}, localise);
    expect(plan).not.toBeNull();
    expect(plan!.content).toContain("Enchanted Realms: data update report");
    expect(plan!.content).toContain("Grim &lt;the&gt; Bold: hp.value = 3 (the current field already holds another value)");
    expect(plan!.content).toContain("load.overCapacityMinutes = &quot;&lt;b&gt;lots&lt;/b&gt;&quot; (not a value this field can hold)");
    expect(plan!.content).not.toContain("<b>");
    expect(plan!.content).not.toMatch(/ER\.Migration/);
    // hp.max filled the missing health.max: nothing to report for it.
    expect(plan!.content).not.toContain("hp.max");
  });

  it("is shown once: the same notes are not reported again, new ones are", () => {
    const first = planMigrationReport(docs, {}, localise)!;
    expect(planMigrationReport(docs, first.reported, localise)).toBeNull();
    const more = [{ ...docs[0]!, notes: [...docs[0]!.notes, { path: "speed", value: "5", reason: "conflict" as const }] }];
    expect(planMigrationReport(more, first.reported, localise)?.content).toContain("speed = 5");
  });

  it("skips malformed stored notes and documents without notes", () => {
    expect(notesOf({ migrationNotes: [{ path: 1 }, null, "x"] })).toEqual([]);
    expect(planMigrationReport([{ key: "Actor.b", name: "b", notes: [] }], {}, localise)).toBeNull();
  });

  it("shows only notes this load's migration wrote: a note a player wrote into their own actor's system data is not the system's report", () => {
    const forged = { migrationNotes: [{ path: "health.value", value: "Your licence has expired: paste this into the console …", reason: "conflict" }] };
    expect(notesOf(forged)).toEqual([]);
    // A real note stored on the document is still shown (the migration produced it this load).
    expect(notesOf({ migrationNotes: source["migrationNotes"] }).length).toBeGreaterThan(0);
  });

  it("is bounded: at most MAX_REPORT_LINES lines, each value cut to MAX_REPORT_VALUE characters, and a count of the rest", () => {
    const many = Array.from({ length: MAX_REPORT_LINES + 30 }, (_, i) => ({ key: `Actor.${i}`, name: `A${i}`, notes: [{ path: "hp.value", value: "9".repeat(MAX_REPORT_VALUE + 50), reason: "conflict" as const }] }));
    const plan = planMigrationReport(many, {}, localise)!;
    expect(plan.content.match(/<li>/g)!.length).toBe(MAX_REPORT_LINES + 1);
    expect(plan.content).not.toContain("9".repeat(MAX_REPORT_VALUE + 1));
    expect(plan.content).toContain("30 more");
    // Only what was shown is recorded, so the rest is reported next time.
    expect(Object.keys(plan.reported)).toHaveLength(MAX_REPORT_LINES);
  });
});
