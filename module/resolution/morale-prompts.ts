/**
 * OSE's morale prompts (RESOLUTION.md §4.3 RO-12; 003:L1039, L1041): when a hit applied through
 * the attack card brings a creature to 0 and the morale model's `prompts` say a side has just had
 * its first death or half its members down, the GMs get a whisper "Morale check due: <side>" with
 * a button that opens the morale check for the side's creatures still standing. Each prompt fires
 * once per side per combat, remembered on the Combat's flag. The counting and the crossing are the
 * rules' (`sideCount`, the model's `prompts`); this file reads the documents and posts.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import { dispositionSide } from "../combat/variant-input";
import { ZERO_STATUS } from "../rules/resolution/health";
import { sideCount, type SideMember } from "../rules/resolution/morale";
import { moraleModelOf } from "../rules/resolution/models";
import { CARD_FLAG, readCardFlag, type LedgerEntry } from "./flag";
import { DEAD } from "./statuses";
import { actorFighter } from "./fighter";
import { promptMorale } from "./morale-dialog";
import { rollMorale, type MoraleOutcome } from "./morale-card";
import { combatById, worldCombats } from "./documents";
import { gmAuthored } from "./gm-notice";

/** The Combat flag `flags.enchanted-realms.moralePrompts.<side>.<prompt>`: true once that prompt was posted. */
export const MORALE_PROMPTS_FLAG = "moralePrompts";
/** The whisper's flag `flags.enchanted-realms.moralePrompt`: the combat and the side its button checks. */
export const MORALE_PROMPT_MESSAGE_FLAG = "moralePrompt";

export type MoralePrompt = "firstDeath" | "half";
const PROMPT_KEYS: Readonly<Record<MoralePrompt, string>> = { firstDeath: "ER.Resolution.Morale.FirstDeath", half: "ER.Resolution.Morale.Half" };
/** The sides a disposition makes (variant-input.ts dispositionSide): the only keys the flags take. */
const SIDES: readonly string[] = ["friendly", "neutral", "hostile", "secret"];

export interface PromptActor {
  statuses: Set<string>;
  system?: unknown;
}

export interface PromptCombatant {
  id: string | null;
  name?: string | null;
  actor: PromptActor | null;
  token?: { uuid?: string; disposition?: unknown } | null;
  isDefeated?: boolean;
}

export interface PromptCombat {
  id: string | null;
  started: boolean;
  flags?: Record<string, Record<string, unknown> | undefined>;
  combatants: { contents: PromptCombatant[] };
  update(data: Record<string, unknown>): Promise<unknown>;
}

const healthOf = (actor: PromptActor): number => {
  const value = (actor.system as { health?: { value?: unknown } } | undefined)?.health?.value;
  return typeof value === "number" ? value : 1;
};

/** A member as it stands now: dead (the `dead` status or defeated), down (dead, `unconscious` or at 0). */
function memberNow(c: PromptCombatant): SideMember {
  const actor = c.actor!;
  const dead = actor.statuses.has(DEAD) || c.isDefeated === true;
  return { dead, down: dead || actor.statuses.has(ZERO_STATUS) || healthOf(actor) <= 0 };
}

/** The target as it stood before the application: its statuses with the entry's changes taken back. */
function memberBefore(c: PromptCombatant, entry: LedgerEntry): SideMember {
  const statuses = new Set(c.actor!.statuses);
  for (const s of entry.add) statuses.delete(s.id);
  for (const id of entry.remove) statuses.add(id);
  const dead = statuses.has(DEAD);
  return { dead, down: dead || statuses.has(ZERO_STATUS) || entry.before.health.value <= 0 };
}

const sideOf = (c: PromptCombatant): string => dispositionSide(c.token?.disposition);

function posted(combat: PromptCombat, side: string, prompt: MoralePrompt): boolean {
  const sides = combat.flags?.[SYSTEM_ID]?.[MORALE_PROMPTS_FLAG] as Record<string, Record<string, unknown> | undefined> | undefined;
  return sides?.[side]?.[prompt] === true;
}

/** The running combats that hold the target's token (a token is in at most a few). */
function combatsWith(tokenUuid: string): Array<{ combat: PromptCombat; target: PromptCombatant }> {
  const combats = worldCombats<PromptCombat>().filter((c) => c.started);
  const out: Array<{ combat: PromptCombat; target: PromptCombatant }> = [];
  for (const combat of combats) {
    const target = combat.combatants.contents.find((c) => c.token?.uuid === tokenUuid && c.actor);
    if (target) out.push({ combat, target });
  }
  return out;
}

/**
 * After an attack card's ledger is written by this GM client: the prompts the last application
 * raises, each posted once per side per combat. Returns the prompts posted (for tests and macros).
 */
export async function promptMoraleAfterApplication(message: { flags: Record<string, Record<string, unknown> | undefined> }, changed: unknown, userId: string): Promise<MoralePrompt[]> {
  const model = moraleModelOf(currentRuleset());
  if (!game.user?.isGM || userId !== game.user.id || !model?.prompts) return [];
  const touched = (changed as { flags?: Record<string, Record<string, unknown> | undefined> } | null)?.flags?.[SYSTEM_ID]?.[CARD_FLAG] as { ledger?: unknown } | undefined;
  if (touched?.ledger === undefined) return [];
  const entry = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG])?.ledger.at(-1);
  // A hit that brings the creature to 0 (RO-12): not a heal, the GM's Mark dead, or an undone entry.
  if (!entry || entry.undone || entry.op === "heal" || entry.op === "markDead") return [];
  if (!(entry.before.health.value > 0 && entry.after.health.value <= 0)) return [];
  const raised: MoralePrompt[] = [];
  for (const { combat, target } of combatsWith(entry.tokenUuid)) {
    const side = sideOf(target);
    const others = combat.combatants.contents.filter((c) => c !== target && c.actor && sideOf(c) === side).map(memberNow);
    const prompts = model.prompts(sideCount([...others, memberBefore(target, entry)]), sideCount([...others, memberNow(target)]));
    const fresh = prompts.filter((p): p is MoralePrompt => p in PROMPT_KEYS && !posted(combat, side, p));
    if (fresh.length === 0) continue;
    await combat.update(Object.fromEntries(fresh.map((p) => [`flags.${SYSTEM_ID}.${MORALE_PROMPTS_FLAG}.${side}.${p}`, true])));
    await postPrompt(combat, side, fresh);
    raised.push(...fresh);
  }
  return raised;
}

async function postPrompt(combat: PromptCombat, side: string, prompts: readonly MoralePrompt[]): Promise<void> {
  const escape = foundry.utils.escapeHTML;
  const t = (key: string): string => game.i18n?.localize(key) ?? key;
  const sideLabel = t(`ER.Variants.Initiative.Side.${side}`);
  const title = game.i18n?.format("ER.Resolution.Morale.Due", { side: sideLabel }) ?? sideLabel;
  const reasons = prompts.map((p) => `<p>${escape(t(PROMPT_KEYS[p]))}</p>`).join("");
  const content = `<p><strong>${escape(title)}</strong></p>${reasons}<button type="button" data-er-morale-side>${escape(t("ER.Resolution.Morale.Entry"))}</button>`;
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id);
  await createChatMessage({ content, whisper, flags: { [SYSTEM_ID]: { [MORALE_PROMPT_MESSAGE_FLAG]: { combatId: combat.id ?? "", side } } } });
}

/**
 * The whisper's button: the morale dialog once, then one check per creature of the side still
 * standing (not down). Player characters are left out: OSE morale is for monsters and NPCs (003:L1018).
 * GM only; a combat or side the flag does not name as one of this world's checks nothing.
 */
export async function checkSideMorale(combatId: unknown, side: unknown): Promise<MoraleOutcome[]> {
  const model = moraleModelOf(currentRuleset());
  if (!game.user?.isGM || !model || typeof combatId !== "string" || typeof side !== "string" || !SIDES.includes(side)) return [];
  const combat = combatById<PromptCombat>(combatId);
  if (!combat) return [];
  const members = combat.combatants.contents.filter((c) => c.actor && sideOf(c) === side && !memberNow(c).down && !actorFighter(c.actor).playerCharacter);
  if (members.length === 0) return [];
  const title = game.i18n?.format("ER.Resolution.Morale.Due", { side: game.i18n.localize(`ER.Variants.Initiative.Side.${side}`) }) ?? side;
  const choice = await promptMorale(title, model.inputs);
  if (!choice) return [];
  const out: MoraleOutcome[] = [];
  for (const c of members) {
    const result = await rollMorale(combat, c, choice);
    if (result) out.push(result);
  }
  return out;
}

/** Wires the whisper's button on render: for a GM, on a message a GM posted; removed otherwise. */
export function wireMoralePrompt(message: { flags?: Record<string, Record<string, unknown> | undefined>; author?: { isGM?: boolean } | null }, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>("[data-er-morale-side]");
  if (!button) return;
  const flag = message.flags?.[SYSTEM_ID]?.[MORALE_PROMPT_MESSAGE_FLAG] as { combatId?: unknown; side?: unknown } | undefined;
  if (!game.user?.isGM || !gmAuthored(message) || !flag) {
    button.remove();
    return;
  }
  button.addEventListener("click", () => void checkSideMorale(flag.combatId, flag.side));
}

/** RESOLUTION.md RO-12: the side prompts after a card's application written by this GM client, and their button on render. At init. */
export function registerMoralePrompts(): void {
  Hooks.on("updateChatMessage", (message, changed, _options, userId) => void promptMoraleAfterApplication(message, changed, userId));
  Hooks.on("renderChatMessageHTML", (message, html) => wireMoralePrompt(message, html));
}
