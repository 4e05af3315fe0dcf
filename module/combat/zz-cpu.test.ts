/**
 * Table scale (RULES.md §2): Begin Combat, the round transition and the tracker's context with
 * 1,000 combatants, driven through the real Combat class on the strict stand-ins of
 * tests/support/combat-world.ts. Target: each within one frame at 60 Hz (≤ 16.7 ms mean).
 *
 * What is timed is the system's work: gathering the combatants' inputs, the dice, the rules' plan,
 * the document updates and the round card's context; the tracker's inputs and its context. The
 * writes themselves are Foundry's (the server's): here the Combat's two writes only keep what they
 * were given, so every iteration starts from the same combat. The card's HTML is rendered by
 * Foundry's Handlebars; the stand-in's renderer is replaced by one that only reads the context.
 */
import { it } from "vitest";
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { FakeCombat, FakeCombatant, GM, PLAYER, combats, created, hooks, settings } from "../../tests/support/combat-world";
import { PRESETS, planAction, toAbsolute, type ActionRecord } from "../rules";

const { ERCombat, ERCombatant } = await import("./documents");
const { registerGuards } = await import("./guards");
const { buildTrackerContext } = await import("./tracker-context");
const { partsLabels, trackerInputOf } = await import("./tracker-input");
registerGuards(hooks);

type Combat = InstanceType<typeof ERCombat> & FakeCombat;
type Member = InstanceType<typeof ERCombatant> & FakeCombatant;

const N = 1_000;
const Member = ERCombatant as unknown as new (d: ConstructorParameters<typeof FakeCombatant>[0]) => Member;

/** The last writes the Combat was asked for (checked before timing: the path under test really ran). */
const lastWrite: { combat: Record<string, unknown> | null; batch: Array<Record<string, unknown>> | null } = { combat: null, batch: null };

/** A mix as a big table has it: a tenth player-owned, some hidden, some mid-spell (carried), some defeated. */
function table(round: number, second: number, id: string): Combat {
  const list: Member[] = [];
  for (let i = 0; i < N; i++) {
    let action: ActionRecord | undefined;
    if (round > 0) {
      // scores 2–21, a twentieth cast a 25-second spell that lands next round
      action = i % 20 === 7 ? planAction(round, 12, 25) : planAction(round, 2 + ((i * 7919) % 20));
    }
    const m = new Member({ id: `cmbt${String(i).padStart(12, "0")}`, name: `Fighter ${i}`, hidden: i % 13 === 5, owners: i % 10 === 0 ? [PLAYER.id] : [], action, tieBreak: round > 0 ? i + 1 : 0 });
    if (i % 50 === 3) m.defeated = true;
    // What the tracker reads of an Actor beyond the stand-in's: health, effects, the permission test (GMs and owners observe).
    const owners = m.owners;
    Object.assign(m.actor, {
      system: {
        profile: { initiative: { quickness: -(i % 3), weapon: (i % 5) - 2, encumbrance: i % 4 === 1 ? 1 : 0 }, movement: { speed: 8 + (i % 3) * 4, adaptation: {}, sureFooted: i % 6 === 0, encumbranceSteps: i % 4 === 1 ? 1 : 0, immobile: false } },
        health: { value: 5 + (i % 7), max: 12 },
      },
      statuses: new Set(i % 9 === 4 ? ["prone"] : []),
      temporaryEffects: i % 9 === 4 ? [{ disabled: false, img: "icons/svg/falling.svg", name: "Prone" }] : [],
      testUserPermission: (user: { id?: string; isGM?: boolean }) => user.isGM === true || owners.has(user.id ?? ""),
    });
    list.push(m);
  }
  const combat = new (ERCombat as unknown as new (id: string, r: number, a: number, l: FakeCombatant[]) => Combat)(id, round, round > 0 ? toAbsolute({ round, second }) : 0, list);
  if (round === 0) (combat as unknown as { system: { rolledRound: number } }).system.rolledRound = 0;
  combat.turns = [...list];
  // The writes are the server's: keep the data, change nothing, so each run starts from the same combat.
  Object.assign(combat, {
    update: async (data: Record<string, unknown>) => ((lastWrite.combat = data), combat),
    updateEmbeddedDocuments: async (_name: string, data: Array<Record<string, unknown>>) => ((lastWrite.batch = data), data),
  });
  combats.set(id, combat);
  hooks.documentCreated("Combat", combat, {}, GM.id);
  return combat;
}

// The card's HTML is Foundry's Handlebars' work; reading every row of its context stands in for it.
const g = globalThis as unknown as { foundry: { applications: { handlebars: { renderTemplate: (path: string, ctx: unknown) => Promise<string> } } } };
g.foundry.applications.handlebars.renderTemplate = async (_path, ctx) => String((ctx as { rows?: unknown[] }).rows?.length ?? 0);

const beginning = table(0, 0, "combatBench00001");
const atSecond20 = table(3, 20, "combatBench00002");
const midRound = table(3, 11, "combatBench00003");

/** Runs `fn` once and fails the file unless it wrote one Combat update and a batch of every combatant. */
async function checkWrites(label: string, fn: () => Promise<unknown>): Promise<void> {
  lastWrite.combat = null;
  lastWrite.batch = null;
  await fn();
  const { combat, batch } = lastWrite as { combat: unknown; batch: unknown[] | null };
  if (combat === null || batch?.length !== N) throw new Error(`${label}: expected one Combat update and ${N} combatant updates, got ${batch?.length ?? "none"}`);
  created.length = 0;
}
await checkWrites("Begin Combat", () => beginning.startCombat());

const cases: Array<[string, () => unknown]> = [
  ["begin book", () => beginning.startCombat()],
  ["transition book", () => atSecond20.advance(1)],
  ["tracker book", () => buildTrackerContext(trackerInputOf(midRound), partsLabels())],
  ["begin a13", async () => { settings["enchanted-realms.variants"] = PRESETS.a13; await beginning.startCombat(); delete settings["enchanted-realms.variants"]; }],
  ["transition a13", async () => { settings["enchanted-realms.variants"] = PRESETS.a13; await atSecond20.advance(1); delete settings["enchanted-realms.variants"]; }],
  ["tracker a13", () => { settings["enchanted-realms.variants"] = PRESETS.a13; try { buildTrackerContext(trackerInputOf(midRound), partsLabels()); } finally { delete settings["enchanted-realms.variants"]; } }],
];
it("cpu", async () => {
  const only = process.env["CPU_CASE"];
  const out: string[] = [];
  for (const [name, fn] of cases) {
    if (only && !name.includes(only)) continue;
    for (let i = 0; i < 10; i++) { await fn(); created.length = 0; }
    const times: number[] = [];
    let session: Session | null = null;
    if (process.env["CPU_PROF"]) { session = new Session(); session.connect(); await session.post("Profiler.enable"); await session.post("Profiler.start"); }
    for (let i = 0; i < 60; i++) {
      const t = process.cpuUsage();
      await fn();
      const d = process.cpuUsage(t);
      times.push((d.user + d.system) / 1000);
      created.length = 0;
    }
    if (session) { const { profile } = await session.post("Profiler.stop"); writeFileSync(`/tmp/prof-${name.replace(/ /g, "-")}.cpuprofile`, JSON.stringify(profile)); session.disconnect(); }
    times.sort((a, b) => a - b);
    out.push(`${name}: median ${times[30]!.toFixed(2)} min ${times[0]!.toFixed(2)}`);
  }
  console.log(out.join("\n"));
}, 600_000);
