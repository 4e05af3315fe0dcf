/**
 * The `/chase` chat command (VARIANTS.md §4.8, §13.3 row 18; 002:L232–L242). Whoever runs the
 * chase (usually the GM) selects the chasers' tokens, targets the quarry's token or types its hexes a
 * round, and types `/chase [hexes] [flat|uneven|overland] [adv|dis] [group] [flee]`. With `flee` the
 * party runs (002:L240): its members roll against the pursuer's speed and a success escapes. Each selected actor
 * rolls the rules' check (`chaseRoll`: DC from the quarry's hexes, STR / DEX / CON by the ground);
 * with `group`, only the one with the worst modifier rolls, for the party (002:L234). One card lists
 * the DC and each roll, caught or eluded (escaped or caught when fleeing). It writes nothing but the chat message, on the typing
 * client, in the user's chat visibility mode, and Foundry lets a user select only tokens it owns, so
 * a player may run it for its own character as any roll. With no chase rule in force the command says so and rolls nothing.
 */
import { applyMessageMode, chatInputText, createChatMessage, currentMessageMode } from "../compat";
import { CHASE_GROUNDS, RulesError, chaseCaught, chaseGroupRoller, chaseRoll, type ChaseGround, type ChaseRoll } from "../rules";
import { currentRuleset } from "../variants/setting";
import { actorFighter, type ActorLike } from "./fighter";
import { rolledTotal } from "./dice";
import { controlledTokens, userTargets } from "./documents";

export interface ChaseCommand {
  /** The quarry's hexes a round, or null: read from the targeted token's actor. */
  hexes: number | null;
  ground: ChaseGround;
  advantage: boolean;
  disadvantage: boolean;
  group: boolean;
  /** 002:L240: the party flees; the players still roll, a success escapes. */
  flee: boolean;
}

/** The largest quarry speed typed (hexes a round); the rules refuse more. */
const MAX_TYPED_HEXES = 200;

/**
 * The command typed, `{ error }` (a lang key) when it is `/chase` with words it does not know, or
 * null when the message is not `/chase`. Words in any order; the ground defaults to flat.
 */
export function parseChaseCommand(message: string): ChaseCommand | { error: string } | null {
  const m = /^\/chase(?:\s+([\s\S]*))?$/i.exec(chatInputText(message).trim());
  if (!m) return null;
  const out: ChaseCommand = { hexes: null, ground: "flat", advantage: false, disadvantage: false, group: false, flee: false };
  for (const word of (m[1] ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean)) {
    if (/^\d{1,3}$/.test(word) && Number(word) <= MAX_TYPED_HEXES && out.hexes === null) out.hexes = Number(word);
    else if ((CHASE_GROUNDS as readonly string[]).includes(word)) out.ground = word as ChaseGround;
    else if (word === "adv" || word === "advantage") out.advantage = true;
    else if (word === "dis" || word === "disadvantage") out.disadvantage = true;
    else if (word === "group") out.group = true;
    else if (word === "flee") out.flee = true;
    else return { error: "ER.Chase.Usage" };
  }
  return out;
}

export interface ChaseActor extends ActorLike {
  name?: string | null;
  system?: unknown;
}

/** The quarry's hexes a round from its actor (`system.movement.speed`), or null when unreadable. */
export function quarryHexesOf(actor: { system?: unknown } | null | undefined): number | null {
  const speed = (actor?.system as { movement?: { speed?: unknown } } | undefined)?.movement?.speed;
  return typeof speed === "number" && Number.isSafeInteger(speed) && speed >= 0 && speed <= MAX_TYPED_HEXES ? speed : null;
}

function localize(key: string, data?: Record<string, string | number>): string {
  const i18n = game.i18n;
  if (!i18n) return key;
  return data ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : i18n.localize(key);
}

interface RolledChase {
  name: string;
  roll: ChaseRoll;
  total: number;
  caught: boolean;
  evaluated: unknown;
}

/**
 * Rolls the chase for `chasers` against a quarry of `hexes` a round. Returns the posted rows, or a
 * lang key: no chase rule in force, no chasers, no quarry speed.
 */
export async function runChase(command: ChaseCommand, chasers: readonly ChaseActor[], quarry: { system?: unknown } | null): Promise<RolledChase[] | string> {
  const ruleset = currentRuleset();
  const hexes = command.hexes ?? quarryHexesOf(quarry);
  if (hexes === null) return "ER.Chase.NoQuarry";
  if (chasers.length === 0) return "ER.Chase.NoChasers";
  const rolls: { actor: ChaseActor; roll: ChaseRoll }[] = [];
  for (const actor of chasers) {
    let roll: ChaseRoll | null;
    try {
      const { str, dex, con } = actorFighter(actor).abilities;
      roll = chaseRoll({ quarryHexes: hexes, ground: command.ground, advantage: command.advantage, disadvantage: command.disadvantage, scores: { str, dex, con } }, ruleset);
    } catch (error) {
      if (error instanceof RulesError) return "ER.Chase.BadActor";
      throw error;
    }
    if (!roll) return "ER.Chase.Off";
    rolls.push({ actor, roll });
  }
  const rollers = command.group ? [rolls[chaseGroupRoller(rolls.map((r) => r.roll.modifier))]!] : rolls;
  const rows: RolledChase[] = [];
  for (const { actor, roll } of rollers) {
    const sign = roll.modifier < 0 ? "-" : "+";
    const evaluated = await new Roll(`${roll.dice} ${sign} ${Math.abs(roll.modifier)}`).evaluate();
    const total = rolledTotal(evaluated);
    rows.push({ name: actor.name ?? "", roll, total, caught: chaseCaught(total, roll.dc), evaluated });
  }
  const first = rows[0]!.roll;
  const escape = foundry.utils.escapeHTML;
  const keep = command.advantage === command.disadvantage ? "" : localize(command.advantage ? "ER.Chase.Advantage" : "ER.Chase.Disadvantage");
  const head = localize("ER.Chase.Header", { hexes, ground: localize(`ER.Chase.Ground.${command.ground}`), dc: first.dc, ability: localize(`ER.Chase.Ability.${first.ability}`) });
  const lines = rows.map((r) => `<li>${escape(localize(command.flee ? (r.caught ? "ER.Chase.Escaped" : "ER.Chase.Held") : r.caught ? "ER.Chase.Caught" : "ER.Chase.Eluded", { name: r.name, total: r.total }))}</li>`);
  const group = command.group ? `<p>${escape(localize("ER.Chase.Group", { name: rows[0]!.name }))}</p>` : "";
  const content = `<div class="er-chase"><p><strong>${escape(localize("ER.Chase.Title"))}</strong></p><p>${escape(head)}${keep ? ` (${escape(keep)})` : ""}</p>${group}<ul>${lines.join("")}</ul></div>`;
  // The roller's chat visibility mode (a GM rolling hidden pursuers picks a private one), as any roll.
  await createChatMessage(applyMessageMode({ content, rolls: rows.map((r) => r.evaluated) }, currentMessageMode()));
  return rows;
}

/** The `chatMessage` hook's handler: true lets core post the text (not `/chase`), false stops it. */
export function handleChaseMessage(message: string): boolean {
  const command = parseChaseCommand(message);
  if (command === null) return true;
  if ("error" in command) {
    ui.notifications?.warn(localize(command.error));
    return false;
  }
  const controlled = controlledTokens<{ actor?: ChaseActor | null }>();
  const chasers = [...new Set(controlled.map((t) => t.actor).filter((a): a is ChaseActor => !!a))];
  const target = userTargets<{ actor?: { system?: unknown } | null }>()[0];
  void runChase(command, chasers, target?.actor ?? null).then((out) => {
    if (typeof out === "string") ui.notifications?.warn(localize(out));
  });
  return false;
}

/** VARIANTS.md §13.3 row 18: `/chase` in the chat box (core's `chatMessage` hook; false stops core's own handling). At init. */
export function registerChaseCommand(): void {
  Hooks.on("chatMessage", (_log, message) => handleChaseMessage(message));
}
