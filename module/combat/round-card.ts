/**
 * The round card's messages (RULES.md §2): the public card, the GM's card of hidden combatants, and
 * held speech in a public message of its own when the card is not public. Every client receives
 * every message it may see, with its content, so what players may not see is never in theirs.
 */
import { SYSTEM_ID, templatePath } from "../constants";
import { applyMessageMode, createChatMessage, currentMessageMode, isPublicMessageMode, publicMessageMode } from "../compat";
import type { RoundCombatantInput, RoundTransitionPlan } from "../rules";
import type { HeldSpeechFlag } from "./speech";
import { roundCardContext } from "./translate";
import type { TransitionRoll } from "./round-dice";
import { worldRechargeHtml, type WorldRoundStart } from "./world";

/** A chat message's creation data for a round card. */
interface CardMessageData {
  content: string;
  speaker: { alias: string };
  rolls: Roll[];
  flags: Record<string, Record<string, unknown>>;
}

/** What a round's messages are made of. */
export interface RoundCardInput {
  readonly round: number;
  readonly plan: RoundTransitionPlan;
  readonly inputs: readonly RoundCombatantInput[];
  readonly rolls: readonly TransitionRoll[];
  /** Ids of the hidden combatants (their rows and rolls go to the GMs only). */
  readonly hiddenIds: ReadonlySet<string | null>;
  /** Every held speech message of the round just ended (delivered or refused, all removed). */
  readonly allHeld: ReadonlyArray<{ message: ChatMessage.Implementation; flag: HeldSpeechFlag }>;
  /** The world actions' recharge dice of this round start (VARIANTS.md row 43); a hidden action's go to the GMs only. */
  readonly world?: Pick<WorldRoundStart, "rows" | "rolls">;
}

/** Posts the round's messages and removes the held speech it delivered (or refused). */
export async function postRoundCards({ round, plan, inputs, rolls, hiddenIds, allHeld, world }: RoundCardInput): Promise<void> {
  // Decision (RULES.md §2, roll modes): the card follows the GM's roll mode. Held speech is for
  // everyone, so under a private mode it is posted in a public message of its own.
  // v14's in-character mode counts as public (compat.currentMessageMode), so the card is never
  // posted in character and held speech stays in it.
  const mode = currentMessageMode();
  const speechInCard = isPublicMessageMode(mode);
  const publicRows = plan.card.rows.filter((r) => !r.hidden);
  const hiddenRows = plan.card.rows.filter((r) => r.hidden);
  // A side's die (a side initiative model) is listed in the public card only when a combatant
  // players can see acted on it this round; otherwise only in the GM's card, like the hidden
  // rows and their roll.
  const sideOf = new Map(inputs.map((i) => [i.state.id, String(i.variant?.side ?? "")]));
  const visibleSides = new Set(publicRows.filter((r) => r.variant && !r.variant.slow).map((r) => sideOf.get(r.id) ?? ""));
  const sidesWhere = (visible: boolean) => (plan.card.sides ? { sides: plan.card.sides.filter((s) => visibleSides.has(s.side) === visible) } : {});
  const card = { ...plan.card, rows: publicRows, speech: speechInCard ? plan.card.speech : [], ...sidesWhere(true) };
  const worldRows = world?.rows ?? [];
  const worldRolls = world?.rolls ?? [];
  const content = (await foundry.applications.handlebars.renderTemplate(templatePath("combat/round-card.hbs"), roundCardContext(card))) + worldRechargeHtml(worldRows.filter((r) => !r.hidden));
  const alias = game.i18n?.format("ER.Combat.Card.Speaker", { round: String(round) }) ?? "";
  const data: CardMessageData = {
    content,
    speaker: { alias },
    // Decision (hidden creatures): every client receives every message it may see, with
    // its content, so hidden creatures' rows and dice are never in the card's content or rolls.
    // They go in a second card whispered to the GMs only (below).
    // A shared roll (a group, an OSE side) is public when any of its combatants is.
    rolls: [...rolls.filter((r) => r.ids.some((id) => !hiddenIds.has(id))).map((r) => r.roll), ...worldRolls.filter((r) => !r.hidden).map((r) => r.roll)],
    // Core's initiative marker: Dice So Nice's "ignore initiative rolls" and other modules read it.
    flags: { [SYSTEM_ID]: { roundCard: round }, core: { initiativeRoll: true } },
  };
  // The mode is written into the data (v13 applyRollMode, v14 applyMode): compat applies it.
  await createChatMessage(applyMessageMode(data, mode));
  const hiddenWorld = worldRows.filter((r) => r.hidden);
  if (hiddenRows.length > 0 || hiddenWorld.length > 0) {
    // A hidden world action's d6 alone makes a GMs' card of its own, without an empty list of rows.
    const rowsHtml = hiddenRows.length === 0 ? "" : await foundry.applications.handlebars.renderTemplate(
      templatePath("combat/round-card.hbs"),
      { ...roundCardContext({ ...plan.card, rows: hiddenRows, speech: [], ...sidesWhere(false) }), gmOnly: true },
    );
    const gmContent = rowsHtml + worldRechargeHtml(hiddenWorld);
    // Whispered to the GMs by an explicit recipient list, whatever the GM's own message mode.
    await createChatMessage({
      content: gmContent,
      speaker: { alias },
      whisper: gmUserIds(),
      rolls: [...rolls.filter((r) => r.ids.every((id) => hiddenIds.has(id))).map((r) => r.roll), ...worldRolls.filter((r) => r.hidden).map((r) => r.roll)],
      flags: { [SYSTEM_ID]: { hiddenRoundCard: round } },
    });
  }
  if (!speechInCard && plan.card.speech.length > 0) {
    const speech = await foundry.applications.handlebars.renderTemplate(templatePath("combat/speech-list.hbs"), roundCardContext(plan.card));
    const alias = game.i18n?.localize("ER.Speech.Alias") ?? "";
    // Held speech is for everyone: public in either version, whatever the GM's own mode.
    const speechData = { content: speech, speaker: { alias }, flags: { [SYSTEM_ID]: { speechFor: round - 1 } } };
    await createChatMessage(applyMessageMode(speechData, publicMessageMode()));
  }
  // Refused (forged) lines are removed with the delivered ones: they are never delivered.
  const ids = allHeld.map((h) => h.message.id).filter((id): id is string => typeof id === "string");
  if (ids.length > 0) await ChatMessage.deleteDocuments(ids);
}

/** Ids of the GM users (the recipients of GM-only cards). */
function gmUserIds(): string[] {
  return (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
}
