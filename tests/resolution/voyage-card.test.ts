/**
 * Days afloat through the glue (VARIANTS.md §13.3 rows 29, 30) on the strict stand-ins: the test
 * process is the active GM's client; sailing a run of water days advances world time by the run and
 * whispers the GMs one card with each crossed day's direction and wandering dice.
 */
import "../support/combat-world";
import { rulesetInForce } from "./setup";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GM, GM2, PLAYER, TRUSTED, created, dice, setActiveGM, warnings } from "../support/combat-world";
import { PRESETS, resolveRuleset, BOOK_RULESET } from "../../module/rules";
import { rememberRuleset } from "../../module/rules/ruleset/known";
import { SYSTEM_ID } from "../../module/constants";
import { VOYAGE_CARD_FLAG, sailVoyage, voyageChoiceOf } from "../../module/resolution/voyage-card";
import { afloatOf, settleWorldTime } from "../../module/resolution/world-clocks";

const OSE = rememberRuleset(resolveRuleset(PRESETS.ose));
const OSR = rememberRuleset(resolveRuleset(PRESETS.osr));
const DAY = 86_400;
const content = () => String(created[0]!.data["content"]);
const time = { worldTime: 0, advance: async (dt: number) => (time.worldTime += dt) };
const g = globalThis as unknown as { game: { time?: unknown } };

beforeEach(() => {
  created.length = 0;
  dice.length = 0;
  warnings.length = 0;
  setActiveGM(GM);
  rulesetInForce.value = OSE;
  g.game.time = time;
  time.worldTime = 8 * 3600;
});
afterEach(() => {
  rulesetInForce.value = null;
  delete g.game.time;
});

describe("sailing water days (VARIANTS.md §13.3 rows 29, 30)", () => {
  it("GO-V15: 3 days on the open sea without a navigator: world time +259,200 s; 3 days lost for certain with no direction die; one wandering die a day; GM-only card", async () => {
    dice.push(2, 5, 1);
    const days = await sailVoyage({ days: 3, waters: "sea", landInSight: false, navigator: false });
    expect(time.worldTime).toBe(8 * 3600 + 3 * DAY);
    expect(days!.map((d) => [d.check.day, d.lostRoll, d.wanderingRoll, d.lost, d.wandering])).toEqual([
      [2, null, 2, true, true],
      [3, null, 5, true, false],
      [4, null, 1, true, true],
    ]);
    expect(created).toHaveLength(1);
    expect(created[0]!.data["rolls"]).toHaveLength(3);
    const whisper = created[0]!.data["whisper"] as string[];
    expect(whisper).toEqual(expect.arrayContaining([GM.id, GM2.id]));
    expect(whisper).not.toContain(PLAYER.id);
    expect(whisper).not.toContain(TRUSTED.id);
    expect((created[0]!.data["flags"] as Record<string, Record<string, unknown>>)[SYSTEM_ID]![VOYAGE_CARD_FLAG]).toBe(true);
    expect(content()).toContain("ER.Voyage.LostCertain");
    expect(content()).toContain("ER.Voyage.LostNote");
    expect(content().match(/<li>/g)).toHaveLength(3);
  });

  it("GO-V16: a day with a navigator in a swamp: a direction die (2 in 6) and a wandering die (3 in 6)", async () => {
    dice.push(3, 3);
    const days = await sailVoyage({ days: 1, waters: "swamp", landInSight: false, navigator: true });
    expect(days).toHaveLength(1);
    expect(days![0]).toMatchObject({ lostRoll: 3, wanderingRoll: 3, lost: false, wandering: true });
    expect(days![0]!.check).toMatchObject({ lostChance: 2, wanderingChance: 3 });
    expect(content()).toContain("ER.Wilderness.NotLost");
    expect(content()).not.toContain("ER.Voyage.LostNote");
  });

  it("GO-V18: each water day rolls its 2d6 wind and the river's d6 at its start and gets its miles: a 360′ sailing vessel downstream, wind 12 and d6 3 → 225 miles with the gale's note; wind 7 and d6 6 → 84", async () => {
    dice.push(12, 3, 7, 6, 1, 6, 4, 2);
    const vessel = { vessel: "sailing", baseFeet: 360, current: "downstream", seaworthy: true, takingOnWater: false };
    const days = await sailVoyage({ days: 2, waters: "river", landInSight: false, navigator: false }, vessel);
    expect(days!.map((d) => [d.lostRoll, d.wanderingRoll, d.lost, d.wandering])).toEqual([[1, 6, true, false], [4, 2, false, true]]);
    expect(created).toHaveLength(1);
    expect(created[0]!.data["rolls"]).toHaveLength(8);
    const text = content().replaceAll("&#34;", '"');
    expect(text).toContain('ER.Voyage.Sailed {"n":"1","dice":"ER.Voyage.Wind {\\"roll\\":\\"12\\"}');
    expect(text).toMatch(/"n":"1".*"miles":"225"/);
    expect(text).toMatch(/"n":"2".*"miles":"84"/);
    expect(text).toContain("ER.Variants.Water.Note.Gale");
  });

  it("a vessel entry the rules refuse still rolls the day's wind, with no miles", async () => {
    dice.push(9, 2);
    await sailVoyage({ days: 1, waters: "sea", landInSight: false, navigator: true }, { vessel: "rowed", baseFeet: 0, current: "none" });
    expect(created[0]!.data["rolls"]).toHaveLength(3);
    expect(content()).toContain("ER.Voyage.NoMiles");
    expect(content()).not.toContain("ER.Voyage.Sailed");
  });

  it("OSR boats: the days pass, nothing is rolled or posted", async () => {
    rulesetInForce.value = OSR;
    expect(await sailVoyage({ days: 2, waters: "river", landInSight: true, navigator: false }, { vessel: "boat", wind: "with", current: "upstream" })).toBeNull();
    expect(time.worldTime).toBe(8 * 3600 + 2 * DAY);
    expect(created).toHaveLength(0);
  });

  it("refused on a client that is not the active GM, or with no vessels: no time moves, no card, a localised warning", async () => {
    for (const gm of [GM2, null]) {
      setActiveGM(gm);
      expect(await sailVoyage({ days: 1, waters: "sea", landInSight: false, navigator: false })).toBeNull();
    }
    setActiveGM(GM);
    rulesetInForce.value = rememberRuleset(BOOK_RULESET);
    expect(await sailVoyage({ days: 1, waters: "sea", landInSight: false, navigator: false })).toBeNull();
    expect(time.worldTime).toBe(8 * 3600);
    expect(created).toHaveLength(0);
    expect(warnings.map((w) => w.split(" ")[0])).toEqual(["ER.Voyage.GMOnly", "ER.Voyage.GMOnly", "ER.Voyage.NoVessels"]);
  });

  it("the dialog's values are bounded: days 1–30 whole, known waters; checkboxes read as on/off", () => {
    expect(voyageChoiceOf({ days: "2", waters: "river", landInSight: "on" })).toEqual({ days: 2, waters: "river", landInSight: true, navigator: false });
    expect(voyageChoiceOf({ waters: "sea", navigator: "on" })).toEqual({ days: 1, waters: "sea", landInSight: false, navigator: true });
    for (const bad of [{ days: "0", waters: "sea" }, { days: "31", waters: "sea" }, { days: "1.5", waters: "sea" }, { days: "1", waters: "lava" }, { days: "x", waters: "sea" }]) {
      expect(voyageChoiceOf(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(warnings).toHaveLength(5);
    expect(warnings[0]).toContain("ER.Voyage.Invalid");
  });
});

describe("OSR travel turns afloat (VARIANTS.md §13.3 row 16; 002:L229)", () => {
  /** As core's GameTime#advance: the options reach the updateWorldTime hook; here they are kept to hand to the settling. */
  const advances: { from: number; to: number; options: unknown }[] = [];
  const timed = { worldTime: 0, advance: async (dt: number, options?: unknown) => { advances.push({ from: timed.worldTime, to: timed.worldTime + dt, options }); return (timed.worldTime += dt); } };
  beforeEach(() => {
    advances.length = 0;
    rulesetInForce.value = OSR;
    g.game.time = timed;
    timed.worldTime = 0;
  });
  const turnNotices = () => created.map((m) => String(m.data["content"])).filter((c) => c.includes("ER.WorldClock.TravelTurn"));

  it("GT-18: Sail days… on a river for 3 days: the advance names the waters, and the hook's settling gives one daily notice of 3 turns, not 72 hourly ones", async () => {
    await sailVoyage({ days: 3, waters: "river", landInSight: true, navigator: false });
    expect(advances).toHaveLength(1);
    const { from, to, options } = advances[0]!;
    expect(afloatOf(options)).toBe("river");
    created.length = 0;
    await settleWorldTime(from, to, afloatOf(options));
    expect(turnNotices()).toHaveLength(1);
    expect(turnNotices()[0]).toContain("ER.WorldClock.TravelTurnDay");
    expect(turnNotices()[0]).toContain("3");
  });

  it("GT-19: a week at sea is one weekly turn; a plain advance (no waters) or forged options stay hourly", async () => {
    await sailVoyage({ days: 7, waters: "sea", landInSight: false, navigator: true });
    created.length = 0;
    await settleWorldTime(advances[0]!.from, advances[0]!.to, afloatOf(advances[0]!.options));
    expect(turnNotices()).toEqual([expect.stringContaining("ER.WorldClock.TravelTurnWeek")]);
    for (const forged of [undefined, null, {}, { [SYSTEM_ID]: { afloat: "lava" } }, { [SYSTEM_ID]: "sea" }]) expect(afloatOf(forged), JSON.stringify(forged)).toBeNull();
    created.length = 0;
    await settleWorldTime(0, 3 * 3600, afloatOf({}));
    expect(turnNotices()).toEqual([expect.stringMatching(/ER\.WorldClock\.TravelTurn [^]*3/)]);
  });
});
