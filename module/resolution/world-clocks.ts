/**
 * Time beyond the fight on the active GM's client (VARIANTS.md rows 16–17, §13.3): on core's
 * `updateWorldTime` (v13 and v14: worldTime, delta, options, userId), a GM's advance of world time
 * (combat seconds included: the clock runner moves world time with the Combat's clock) is settled
 * by the rules' settleWorldClocks in one pass, and its events are written and announced:
 * - a light that goes out is written spent (the rules' burntOutLight) and its owners and the GMs
 *   are told; a light 10 minutes from its end warns them;
 * - the travel turns that fell due prompt the GMs (one notice however long the jump); a run of
 *   water days (*Sail days…*, voyage-card.ts) says on which waters in the advance's options, and the
 *   rules count its turns by the day or the week (002:L229); an overland march (scene/march-checks.ts
 *   `advanceMarch`: the map's march, a pursuit day) says so in its options, and they count by the day (002:L221);
 * - the resilience checks that fell due are listed to the GMs and the character's owners, and the
 *   hours checked are written on the character; in a started Combat a check waits for the next
 *   round start (the Combat's round second is the rules' input).
 * With neither clock in force (any ruleset but the OSR hack's travel), nothing is read or written.
 * A clock set back settles nothing (the rules refuse a jump back).
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { WATER_BODIES, burntOutLight, fromAbsolute, hoursAndMinutes, lightClockOf, lightRemaining, resilienceInForce, settleWorldClocks, type LightClock, type ResilienceClock, type TravelTurnUnit, type WaterBody, type WorldClockEvent } from "../rules";
import { currentRuleset } from "../variants/setting";
import { readLight, type LightActor, type LightItem } from "./light-gm";
import { overlandOf } from "../scene/march-checks";
import { everyActor, worldCombats } from "./documents";

/** The flag of a world-clock notice (a notice, not a card: nothing on it is read back). */
export const WORLD_CLOCK_NOTICE_FLAG = "worldClock";
/** The key, under the system's id, of a world-time advance's options naming the waters a run of water days was sailed on. */
export const AFLOAT_OPTION = "afloat";

/** The advance options of a run of water days sailed on `waters` (read back by the hook below). */
export function afloatAdvanceOptions(waters: WaterBody): Record<string, Record<string, WaterBody>> {
  return { [SYSTEM_ID]: { [AFLOAT_OPTION]: waters } };
}

/** The waters an advance was sailed on, from its options (untrusted: anything else is not afloat). */
export function afloatOf(options: unknown): WaterBody | null {
  const raw = (options as Record<string, Record<string, unknown> | undefined> | null | undefined)?.[SYSTEM_ID]?.[AFLOAT_OPTION];
  return WATER_BODIES.includes(raw as WaterBody) ? (raw as WaterBody) : null;
}

const TRAVEL_TURN_KEYS: Readonly<Record<TravelTurnUnit, string>> = Object.freeze({ hour: "ER.WorldClock.TravelTurn", day: "ER.WorldClock.TravelTurnDay", week: "ER.WorldClock.TravelTurnWeek" });

type ClockActor = LightActor & { id?: string | null; items: LightActor["items"] & Iterable<LightItem> };

const escape = (text: string) => foundry.utils.escapeHTML(text);
const t = (key: string, data: Record<string, string> = {}) => game.i18n?.format(key, data) ?? key;

function whisperTo(actor: ClockActor | null): string[] {
  const users = game.users?.contents ?? [];
  return users.filter((u) => u.isGM || (actor !== null && actor.testUserPermission({ id: u.id ?? "", isGM: u.isGM }, "OWNER"))).map((u) => u.id ?? "").filter(Boolean);
}

async function notice(content: string, actor: ClockActor | null): Promise<void> {
  await createChatMessage({ content: `<p>${content}</p>`, whisper: whisperTo(actor), flags: { [SYSTEM_ID]: { [WORLD_CLOCK_NOTICE_FLAG]: true } } });
}

/** The second of the round the started Combat's clock shows (world time and the clock move together), or null. */
function combatSecond(): { second: number } | null {
  for (const combat of worldCombats<{ started?: boolean; system?: { absolute?: unknown } }>()) {
    const absolute = combat.system?.absolute;
    if (combat.started && typeof absolute === "number" && Number.isSafeInteger(absolute) && absolute > 20) return { second: fromAbsolute(absolute).second };
  }
  return null;
}

const CON_MAX = 10_000;


/** Settles one GM advance from `from` to `to`; returns the events (for tests and the Quench batch). */
export async function settleWorldTime(fromTime: number, toTime: number, afloat: WaterBody | null = null, overland = false): Promise<WorldClockEvent[]> {
  // World time may carry a fraction; the rules count whole seconds.
  const from = Math.floor(fromTime);
  const to = Math.floor(toTime);
  const ruleset = currentRuleset();
  const lightsOn = lightClockOf(ruleset) !== null;
  const resilienceOn = resilienceInForce(ruleset);
  if ((!lightsOn && !resilienceOn) || !(to >= from)) return [];
  const actors = everyActor<ClockActor>();
  const byKey = new Map<string, { actor: ClockActor; item?: LightItem }>();
  const lights: LightClock[] = [];
  const characters: ResilienceClock[] = [];
  actors.forEach((actor, a) => {
    for (const item of actor.items) {
      const light = lightsOn ? readLight(item) : null;
      if (!light || light.litAt === null) continue;
      const id = `${a}.${item.id ?? ""}`;
      byKey.set(id, { actor, item });
      lights.push({ id, ...light });
    }
    if (!resilienceOn || actor.type !== "character") return;
    const s = (actor.system ?? {}) as { abilities?: { con?: unknown }; resilience?: { restAt?: unknown; checkedHours?: unknown } };
    const con = typeof s.abilities?.con === "number" && Number.isSafeInteger(s.abilities.con) ? Math.min(CON_MAX, Math.max(0, s.abilities.con)) : 0;
    const restAt = typeof s.resilience?.restAt === "number" && Number.isSafeInteger(s.resilience.restAt) ? s.resilience.restAt : null;
    const checkedHours = typeof s.resilience?.checkedHours === "number" && Number.isSafeInteger(s.resilience.checkedHours) && s.resilience.checkedHours >= 0 ? s.resilience.checkedHours : 0;
    byKey.set(`${a}`, { actor });
    characters.push({ id: `${a}`, con, restAt, checkedHours });
  });
  const settled = settleWorldClocks({ from, to, lights, characters, combat: combatSecond(), afloat, overland: overland && afloat === null }, ruleset);
  for (const c of settled.characters) {
    const before = characters.find((x) => x.id === c.id)!;
    if (before.restAt !== c.restAt || before.checkedHours !== c.checkedHours) await byKey.get(c.id)!.actor.update({ "system.resilience.restAt": c.restAt, "system.resilience.checkedHours": c.checkedHours });
  }
  for (const event of settled.events) await announce(event, byKey, lights);
  return settled.events;
}

async function announce(event: WorldClockEvent, byKey: Map<string, { actor: ClockActor; item?: LightItem }>, lights: readonly LightClock[]): Promise<void> {
  if (event.kind === "travelTurn") {
    await notice(escape(t(TRAVEL_TURN_KEYS[event.unit], { count: String(event.count) })), null);
    return;
  }
  const entry = byKey.get(event.id);
  if (!entry) return;
  const actorName = escape(entry.actor.name ?? "");
  if (event.kind === "resilience") {
    const list = event.checks.map((c) => t("ER.WorldClock.Check", { hour: String(c.hour), dc: String(c.dc) })).join(", ");
    const key = event.count > event.checks.length ? "ER.WorldClock.ResilienceMany" : "ER.WorldClock.Resilience";
    await notice(escape(t(key, { actor: entry.actor.name ?? "", checks: list, count: String(event.count) })), entry.actor);
    return;
  }
  const item = entry.item!;
  const itemName = escape(item.name ?? "");
  if (event.kind === "lightLow") {
    const light = lights.find((l) => l.id === event.id)!;
    const left = hoursAndMinutes(lightRemaining(light, event.at));
    const time = t("ER.WorldClock.Duration", { hours: String(left.hours), minutes: String(left.minutes) });
    await notice(t("ER.WorldClock.LightLow", { item: itemName, actor: actorName, time: escape(time) }), entry.actor);
    return;
  }
  const light = readLight(item);
  const quantity = typeof (item.system as { quantity?: unknown }).quantity === "number" ? Math.max(0, Math.floor((item.system as { quantity: number }).quantity)) : 1;
  if (light) {
    const spent = burntOutLight(light, quantity);
    await item.update({ "system.burnedSeconds": spent.burnedSeconds, "system.litAt": spent.litAt, "system.quantity": spent.quantity });
  }
  await notice(t("ER.WorldClock.LightOut", { item: itemName, actor: actorName }), entry.actor);
}

/**
 * Whether a GM made the advance (the userId core hands the hook, v13 and v14): as the encumbrance
 * watcher (actors/world-time.ts advancedByGM), only a GM's advance burns lights and counts hours.
 */
function byGM(userId: unknown): boolean {
  return typeof userId === "string" && game.users?.get(userId)?.isGM === true;
}

export function registerWorldClocks(): void {
  Hooks.on("updateWorldTime", (worldTime, delta, options, userId) => {
    if (game.users?.activeGM?.isSelf !== true || !byGM(userId)) return;
    // Options come from the advancing client: a forged pair of march and waters settles as afloat, never refused.
    void settleWorldTime(worldTime - delta, worldTime, afloatOf(options), overlandOf(options)).catch((error: unknown) => console.error("Enchanted Realms | settling the world-time clocks failed", error));
  });
}
