/**
 * Daily wilderness checks through the glue (VARIANTS.md §5.10, §13.3 row 29) on the strict
 * stand-ins: the test process is the active GM's client, which rolls each day boundary a march
 * crosses and whispers the GMs one card.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, TRUSTED, created, dice, setActiveGM } from "../support/combat-world";
import { PRESETS, resolveRuleset } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { SYSTEM_ID } from "../../module/constants";
import { WILDERNESS_CARD_FLAG, postMarchChecks } from "../../module/resolution/wilderness-card";
import { commitMarch, provideMarchChecks } from "../../module/canvas/overland";
import { overlandTravel } from "../../module/rules";

const OSE = rememberRuleset(resolveRuleset(PRESETS.ose));
const DAY = 86_400;
const content = (i = 0) => String(created[i]!.data["content"]);

beforeEach(() => {
  created.length = 0;
  dice.length = 0;
  setActiveGM(GM);
  rulesetInForce.value = OSE;
});
afterEach(() => {
  rulesetInForce.value = null;
});

describe("wilderness check cards (VARIANTS.md §13.3 row 29)", () => {
  it("a 3-day march crossing 3 boundaries: one card, 3 days, a lost roll and a wandering roll each, whispered to the GMs only", async () => {
    dice.push(1, 6, 3, 2, 2, 3);
    const days = await postMarchChecks({ startSeconds: 3600, legs: [{ terrain: "plains", seconds: DAY }, { terrain: "forest", seconds: DAY }, { terrain: "mountains", seconds: DAY }] });
    expect(days!.map((d) => [d.check.terrain, d.lostRoll, d.wanderingRoll, d.lost, d.wandering])).toEqual([
      ["plains", 1, 6, true, false],
      ["forest", 3, 2, false, true],
      ["mountains", 2, 3, true, true],
    ]);
    expect(created).toHaveLength(1);
    const whisper = created[0]!.data["whisper"] as string[];
    expect(whisper).toEqual(expect.arrayContaining([GM.id, GM2.id]));
    expect(whisper).not.toContain(PLAYER.id);
    expect(whisper).not.toContain(TRUSTED.id);
    expect(created[0]!.data["rolls"]).toHaveLength(6);
    expect((created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]![WILDERNESS_CARD_FLAG]).toBe(true);
    expect(content()).toContain("ER.Wilderness.Lost");
    expect(content()).toContain("ER.Wilderness.LostNote");
    expect(content().match(/<li>/g)).toHaveLength(3);
  });

  it("a road day rolls no direction die and says so; no lost day, no lost note", async () => {
    dice.push(1);
    const days = await postMarchChecks({ startSeconds: DAY - 60, legs: [{ terrain: "optimal", seconds: 120 }] });
    expect(days).toHaveLength(1);
    expect(days![0]).toMatchObject({ lostRoll: null, wanderingRoll: 1, lost: false, wandering: true });
    expect(created[0]!.data["rolls"]).toHaveLength(1);
    expect(content()).toContain("ER.Wilderness.Road");
    expect(content()).not.toContain("ER.Wilderness.LostNote");
  });

  it("nothing crossed, no model in force, or not the active GM: no roll, no card", async () => {
    expect(await postMarchChecks({ startSeconds: 0, legs: [{ terrain: "swamp", seconds: 3600 }] })).toBeNull();
    rulesetInForce.value = null;
    expect(await postMarchChecks({ startSeconds: 0, legs: [{ terrain: "swamp", seconds: 3 * DAY }] })).toBeNull();
    rulesetInForce.value = OSE;
    setActiveGM(GM2);
    expect(await postMarchChecks({ startSeconds: 0, legs: [{ terrain: "swamp", seconds: 3 * DAY }] })).toBeNull();
    setActiveGM(null);
    expect(await postMarchChecks({ startSeconds: 0, legs: [{ terrain: "swamp", seconds: 3 * DAY }] })).toBeNull();
    expect(created).toHaveLength(0);
  });

  it("a die total outside 1–6 (the stand-in's default 10) is clamped, never read as a miss of the table", async () => {
    const days = await postMarchChecks({ startSeconds: DAY - 1, legs: [{ terrain: "swamp", seconds: 1 }] });
    expect(days![0]).toMatchObject({ lostRoll: 6, wanderingRoll: 6, lost: false, wandering: false });
  });
});

describe("a confirmed overland march (canvas/overland.ts commitMarch)", () => {
  const time = { worldTime: 0, advance: async (dt: number) => (time.worldTime += dt) };
  beforeEach(() => {
    (globalThis as unknown as { game: { time: unknown } }).game.time = time;
    provideMarchChecks(postMarchChecks);
  });
  afterEach(() => {
    delete (globalThis as unknown as { game: { time?: unknown } }).game.time;
  });

  it("advances world time by the travel time and rolls the day boundaries its route crossed, from the world time it began", async () => {
    time.worldTime = DAY - 3600;
    const route = { travellers: [{ milesPerDay: 24, steps: 0 }], path: Array.from({ length: 12 }, () => ({ terrain: "forest" as const, steep: false })), milesPerHex: 6 };
    const worldSeconds = overlandTravel(route.travellers, route.path, route.milesPerHex, OSE).worldSeconds;
    dice.push(...Array.from({ length: 12 }, () => 2));
    await commitMarch(route, worldSeconds);
    expect(time.worldTime).toBe(DAY - 3600 + worldSeconds);
    expect(created).toHaveLength(1);
    const crossed = Math.floor(time.worldTime / DAY) - Math.floor((DAY - 3600) / DAY);
    expect(crossed).toBeGreaterThan(0);
    expect(content().match(/<li>/g)).toHaveLength(crossed);
    expect(content()).toContain("ER.Terrain.forest");
  });

  it("GR-7: a day's route ending on a painted road hex (forest with a road): one die, for wandering monsters, no direction roll", async () => {
    time.worldTime = 0;
    const forest = { terrain: "forest" as const, steep: false };
    const route = { travellers: [{ milesPerDay: 24, steps: 0 }], path: [forest, forest, { ...forest, road: true }, { ...forest, road: true }], milesPerHex: 6 };
    dice.push(1, 1);
    await commitMarch(route, overlandTravel(route.travellers, route.path, route.milesPerHex, OSE).worldSeconds);
    expect(created).toHaveLength(1);
    expect(created[0]!.data["rolls"]).toHaveLength(1);
    expect(content()).toContain("ER.Wilderness.Road");
    expect(content()).not.toContain("ER.Wilderness.LostNote");
  });

  it("a march that stays within its day advances time and posts nothing", async () => {
    time.worldTime = 0;
    await commitMarch({ travellers: [{ milesPerDay: 24, steps: 0 }], path: [{ terrain: "plains", steep: false }], milesPerHex: 6 }, 7200);
    expect(time.worldTime).toBe(7200);
    expect(created).toHaveLength(0);
  });
});
