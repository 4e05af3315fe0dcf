/**
 * The World's turn on the tracker (VARIANTS.md §6.9, §13.3 row 43): the Combat's world actions
 * (`system.world`, bounded in models.ts), the tracker's World entry at second 1, the GM's use of an
 * action with its recharge d6, the round start's recharge dice for the round card, and the guard
 * that puts back a non-GM's write. Every decision is the rules' (rules/combat/world-actions.ts);
 * nothing here compares a variant id.
 *
 * Decision (World as a tracker entry, not a Combatant): a Combatant without an actor or token is
 * allowed by Foundry, but every combatant loop of the system (initiative dice, round plan, turn
 * moments, health badges, the clock's stops) would have to skip it, and a player could see and
 * target it. The World rolls no initiative and is never moved, so it lives on the Combat's data
 * and is drawn by the tracker above second 1's movement phase; the clock never waits for it.
 *
 * Security: only the active GM's client writes `system.world` (the use button is the GM's; no relay
 * kind carries a world action, so a player's forged request is refused by the relay's parser). A
 * player owning the current combatant may write the Combat: the active GM puts such a write back.
 */
import {
  MAX_WORLD_ACTIONS,
  MAX_WORLD_ACTION_NAME,
  NO_WORLD,
  WORLD_RECHARGE_MAX,
  isWorldRecharge,
  rechargeAfterUse,
  rechargeAtRoundStart,
  rechargeDue,
  useWorldAction,
  worldEntry,
  worldStateOf,
  type ClockTime,
  type RechargeRoll,
  type Ruleset,
  type WorldAction,
  type WorldState,
  type WorldUseRefusal,
} from "../rules";
import { SYSTEM_ID } from "../constants";
import { createChatMessage } from "../compat";
import { refuse } from "./refusals";
import { rolledIn } from "../rolls/rolled";

/** The chat flag of a world action's use card. */
export const WORLD_CARD_FLAG = "worldAction";

/** The world state a Combat's system data holds (a Combat stored before it: none). */
export function worldOf(system: unknown): WorldState {
  return worldStateOf(system !== null && typeof system === "object" ? (system as { world?: unknown }).world : undefined);
}

/** One action as the tracker shows it (a player is never given a hidden one). */
export interface WorldActionView {
  id: string;
  name: string;
  rechargeKey: string;
  recharge: number;
  spent: boolean;
  usable: boolean;
  hidden: boolean;
}

export interface WorldTrackerContext {
  second: number;
  current: boolean;
  past: boolean;
  usedThisRound: boolean;
  isGM: boolean;
  actions: WorldActionView[];
}

/** The recharge label's key: none, "Recharge 6", or "Recharge n–6". */
export function rechargeKey(recharge: number): string {
  return recharge === 0 ? "ER.World.NoRecharge" : recharge === WORLD_RECHARGE_MAX ? "ER.World.RechargeSix" : "ER.World.Recharge";
}

/** The tracker's World entry: null without the rule (before Begin Combat: shown, nothing usable). Players see no hidden action. */
export function worldTrackerContext(input: { ruleset: Ruleset; system: unknown; now: ClockTime | null; isGM: boolean }): WorldTrackerContext | null {
  const entry = worldEntry({ state: worldOf(input.system), now: input.now }, input.ruleset);
  if (entry === null) return null;
  const actions = entry.actions
    .filter((a) => input.isGM || !a.hidden)
    .map((a) => ({ id: a.id, name: a.name, rechargeKey: rechargeKey(a.recharge), recharge: a.recharge, spent: a.spent, usable: input.isGM && a.usable, hidden: a.hidden }));
  return { second: entry.second, current: entry.current, past: entry.past, usedThisRound: entry.usedThisRound, isGM: input.isGM, actions };
}

/** Why a GM's edit line is refused (a key under `ER.World.Line.` in lang/en.json). */
export type WorldLineProblem = "name" | "recharge" | "tooMany";

/**
 * The GM's list of world actions, one a line: `name`, then optionally `, recharge` (2–6, or 0/none)
 * and `, hidden`. Kept actions (the same name) keep their id and whether they are spent; every
 * problem names its line, and a list with problems changes nothing.
 */
export function parseWorldLines(text: string, before: WorldState): { state: WorldState | null; problems: { line: number; problem: WorldLineProblem }[] } {
  const lines = String(text).split("\n").map((l) => l.trim()).filter((l) => l !== "");
  const problems: { line: number; problem: WorldLineProblem }[] = [];
  if (lines.length > MAX_WORLD_ACTIONS) problems.push({ line: MAX_WORLD_ACTIONS + 1, problem: "tooMany" });
  const actions: WorldAction[] = [];
  const used = new Set<string>();
  lines.slice(0, MAX_WORLD_ACTIONS).forEach((line, i) => {
    const [name = "", rechargeText = "", flag = ""] = line.split(",").map((p) => p.trim());
    const recharge = rechargeText === "" || /^none$/i.test(rechargeText) ? 0 : Number(rechargeText);
    if (name === "" || name.length > MAX_WORLD_ACTION_NAME) problems.push({ line: i + 1, problem: "name" });
    else if (!isWorldRecharge(recharge)) problems.push({ line: i + 1, problem: "recharge" });
    const kept = before.actions.find((a) => a.name === name && !used.has(a.id));
    let id = kept?.id ?? `w${i + 1}`;
    for (let n = 1; used.has(id) || (!kept && before.actions.some((a) => a.id === id)); n++) id = `w${i + 1}x${n}`;
    used.add(id);
    const r = isWorldRecharge(recharge) ? recharge : 0;
    actions.push({ id, name, recharge: r, spent: r > 0 && kept?.spent === true, hidden: /^hidden$/i.test(flag) });
  });
  return problems.length > 0 ? { state: null, problems } : { state: { usedRound: before.usedRound, actions }, problems };
}

/** The round start's recharge dice: one d6 per spent action, the new state for the Combat update, and the card's rows. */
export interface WorldRoundStart {
  update: Record<string, unknown>;
  rows: (RechargeRoll & { name: string; hidden: boolean })[];
  rolls: { roll: Roll; hidden: boolean }[];
}

/** Rolls the recharge die of every spent world action at a round start (on the GM's client, once per round rolled). */
export async function worldRoundStart(system: unknown, ruleset: Ruleset): Promise<WorldRoundStart> {
  const state = worldOf(system);
  const due = rechargeDue(state, ruleset);
  if (due.length === 0) return { update: {}, rows: [], rolls: [] };
  const rolls: { roll: Roll; hidden: boolean }[] = [];
  const values: number[] = [];
  for (const id of due) {
    const roll = await new Roll("1d6").evaluate();
    rolls.push({ roll, hidden: state.actions.find((a) => a.id === id)?.hidden === true });
    values.push(rolledIn(roll, 1, 6));
  }
  const out = rechargeAtRoundStart({ state, rolls: values }, ruleset);
  const rows = out.results.map((r) => {
    const a = state.actions.find((x) => x.id === r.id)!;
    return { ...r, name: a.name, hidden: a.hidden };
  });
  return { update: { "system.world": out.state }, rows, rolls };
}

function localize(key: string, data?: Record<string, string | number>): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  return data ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : i18n.localize(key);
}

/** The recharge section of a round card (escaped; the caller passes only the rows its readers may see). */
export function worldRechargeHtml(rows: readonly (RechargeRoll & { name: string })[]): string {
  if (rows.length === 0) return "";
  const escape = foundry.utils.escapeHTML;
  const items = rows.map((r) => {
    const line = localize(r.regained ? "ER.World.Card.Regained" : "ER.World.Card.StillSpent", { name: r.name || localize("ER.World.Unnamed"), roll: r.roll, n: r.recharge });
    return `<li class="er-world-roll${r.regained ? " er-regained" : ""}" data-d6="${r.roll}">${escape(line)}</li>`;
  });
  return `<section class="er-world-recharge"><h4>${escape(localize("ER.World.Card.RechargeTitle"))}</h4><ul class="plain">${items.join("")}</ul></section>`;
}

/** A Combat as the GM's use reads and writes it. */
export interface WorldCombat {
  id: string | null;
  system: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * The GM uses a world action at `now`: checked by the rules (second 1, once a round, not spent),
 * written by the active GM's client only, then the use card (with the recharge d6 when the rules
 * roll on use). Returns the refusal, or null when used.
 */
export async function useWorld(combat: WorldCombat, id: string, now: ClockTime | null, ruleset: Ruleset): Promise<WorldUseRefusal | "notGM" | null> {
  if (game.user?.isGM !== true || game.users?.activeGM?.isSelf !== true) return "notGM";
  const before = worldOf(combat.system);
  const used = useWorldAction({ state: before, id, now }, ruleset);
  if (used.refusal !== null || now === null) return used.refusal ?? "notStarted";
  let state = used.state;
  let recharge: RechargeRoll | null = null;
  const rolls: Roll[] = [];
  if (used.rollRecharge) {
    const roll = await new Roll("1d6").evaluate();
    rolls.push(roll);
    const out = rechargeAfterUse({ state, id, roll: rolledIn(roll, 1, 6) }, ruleset);
    state = out.state;
    recharge = out.result;
  }
  await combat.update({ "system.world": state });
  const action = state.actions.find((a) => a.id === id)!;
  const escape = foundry.utils.escapeHTML;
  const name = action.name || localize("ER.World.Unnamed");
  const head = `<p><strong>${escape(localize("ER.World.Card.Used", { name, round: now.round }))}</strong></p>`;
  const content = `<div class="er-world-card">${head}${recharge ? worldRechargeHtml([{ ...recharge, name }]) : ""}</div>`;
  const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
  await createChatMessage({
    content,
    speaker: { alias: localize("ER.World.Card.Speaker") },
    rolls,
    ...(action.hidden ? { whisper: gms } : {}),
    flags: { [SYSTEM_ID]: { [WORLD_CARD_FLAG]: { combatId: combat.id ?? "", actionId: id, round: now.round, second: 1 } } },
  });
  return null;
}

/** The world state each combat had when a GM last wrote it (kept on every GM client, as the clock's). */
const trusted = new Map<string, WorldState>();

/**
 * `updateCombat`: a GM's write is trusted; on the active GM's client, a non-GM's write to
 * `system.world` is refused and put back. Returns the repair written, or null.
 */
export async function guardWorldWrite(combat: WorldCombat & { system: unknown }, changed: object, userId: unknown, isGM: (id: unknown) => boolean): Promise<Record<string, unknown> | null> {
  if (!combat.id) return null;
  if (isGM(userId)) {
    trusted.set(combat.id, worldOf(combat.system));
    return null;
  }
  const touched = (changed as { system?: { world?: unknown } }).system?.world !== undefined;
  if (!touched || game.users?.activeGM?.isSelf !== true) return null;
  refuse("gmOnly", userId, { combat: combat.id, changed });
  const repair = { "system.world": trusted.get(combat.id) ?? NO_WORLD };
  await combat.update(repair);
  return repair;
}

/** Remembers a combat's world as it stands (at creation, and for every combat when the world is ready). */
export function trustWorld(combatId: string | null | undefined, system: unknown): void {
  if (combatId) trusted.set(combatId, worldOf(system));
}

/** Forgets a deleted combat's trusted state. */
export function forgetWorld(combatId: string | null | undefined): void {
  if (combatId) trusted.delete(combatId);
}
