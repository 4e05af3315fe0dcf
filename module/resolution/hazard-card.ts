/**
 * The environment hazard card's Apply and Undo (VARIANTS.md §6.9, §13.3 row 43; 004:L105, L142;
 * RESOLUTION.md R13, R14). The card is a claim: its Apply is believed only for a GM, on a card a GM
 * posted and kept (card-trust.ts `gmKept`: no non-GM wrote it since), whose damage is what its own
 * damage roll deals (rules `hazardDamageOf`: the roll held to the formula's dice, none on a save).
 * It deals that damage through the health pipeline and gives the behaviour's condition (a system
 * condition, as a status), once; it records the application as a ledger entry on the card, and the
 * Undo puts it back through the one undo path (apply.ts `undoApplications`), once.
 *
 * Decision (the condition's end): "until the end of its next turn" (004:L142) is not applied as a
 * timed status. The next round's turn moment is not known when the card is applied (that round's
 * actions are not declared yet, §13.2), so the card names the condition and the behaviour's text
 * says when it ends; the GM lifts it then (or the card's Undo takes it off with the damage).
 */
import { SYSTEM_ID } from "../constants";
import { hazardDamageOf } from "../rules";
import { currentRuleset } from "../variants/setting";
import { applyHealthChange } from "./pipeline";
import { actorFighter } from "./fighter";
import { addStatus, removeStatus, zeroMarked } from "./statuses";
import { undoApplications, type Asker, type HealthActor } from "./apply";
import { gmKept } from "./card-trust";
import { wireCardButton, type AuthoredMessage } from "./gm-notice";
import type { LedgerEntry } from "./ledger";
import { clockNow } from "./stamp";
import { HAZARD_CARD_FLAG, hazardHasEffect, readHazardCard, type HazardCard } from "./hazard-content";

export interface HazardMessage extends AuthoredMessage {
  id?: string | null;
  flags: Record<string, Record<string, unknown> | undefined>;
  rolls?: ReadonlyArray<{ total?: unknown }>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

type HazardActor = HealthActor & { statuses: ReadonlySet<string> };

/** Why an Apply or Undo was refused (a lang key under ER.World.Hazard.Refused), or null when done. */
export type HazardRefusal = "notGM" | "forged" | "applied" | "nothing" | "mismatch" | "noActor" | "notApplied" | "undone" | "healthChanged";

/** The damage the card's own damage roll deals (its second roll; none without a formula). */
function verifiedDamage(message: HazardMessage, card: HazardCard): number | null {
  const rolled = card.formula === "" ? 0 : message.rolls?.[1]?.total;
  if (typeof rolled !== "number" || !Number.isFinite(rolled)) return null;
  return hazardDamageOf({ formula: card.formula, saved: card.saved, rolled });
}

function hazardActor(card: HazardCard): HazardActor | null {
  const token = card.tokenUuid ? ((fromUuidSync(card.tokenUuid) ?? null) as { actor?: HazardActor | null } | null) : null;
  const actor = token?.actor ?? (card.actorUuid ? ((fromUuidSync(card.actorUuid) ?? null) as HazardActor | null) : null);
  return actor && typeof actor.update === "function" ? actor : null;
}

const path = `flags.${SYSTEM_ID}.${HAZARD_CARD_FLAG}`;
const REFUSED = "ER.World.Hazard.Refused";
/** Cards being applied on this client (a second click while the first writes does nothing). */
const pending = new Set<string>();

/** The GM's Apply: the verified damage and the condition, once. */
export async function applyHazard(message: HazardMessage, asker: Asker): Promise<HazardRefusal | null> {
  if (!asker.isGM) return "notGM";
  const card = readHazardCard(message.flags?.[SYSTEM_ID]?.[HAZARD_CARD_FLAG]);
  if (!card || !gmKept(message)) return "forged";
  if (card.applied) return "applied";
  if (!hazardHasEffect(card, card.condition)) return "nothing";
  const amount = verifiedDamage(message, card);
  if (amount === null || amount !== card.damage) return "mismatch";
  const actor = hazardActor(card);
  if (!actor) return "noActor";
  const key = message.id ?? card.combatId + card.combatantId + card.hazard + card.round;
  if (pending.has(key)) return "applied";
  pending.add(key);
  try {
    const change = applyHealthChange({ fighter: actorFighter(actor), statuses: [...actor.statuses], zeroMarked: zeroMarked(actor), change: { kind: "damage", amount }, knockOut: false, now: clockNow() }, currentRuleset());
    const add = [...change.add];
    if (card.condition !== "" && !actor.statuses.has(card.condition) && !add.some((s) => s.id === card.condition)) add.push({ id: card.condition, marker: false });
    const entry: LedgerEntry = { tokenUuid: card.tokenUuid || card.actorUuid, op: "apply", amount, before: change.before, after: change.after, add, remove: [...change.remove], dead: change.dead, undone: false };
    await message.update({ [`${path}.applied`]: true, [`${path}.entry`]: entry });
    if (amount > 0) await actor.update({ "system.health.value": change.after.health.value, "system.health.below": change.after.health.below, "system.health.temp": change.after.health.temp, "system.dying": { ...change.after.dying } });
    for (const id of change.remove) await removeStatus(actor, id);
    for (const s of add) await addStatus(actor, s.id, s.marker);
    return null;
  } finally {
    pending.delete(key);
  }
}

/** The GM's Undo of the applied hazard, once; the entry believed only as this card's own. */
export async function undoHazard(message: HazardMessage, asker: Asker): Promise<HazardRefusal | null> {
  if (!asker.isGM) return "notGM";
  const card = readHazardCard(message.flags?.[SYSTEM_ID]?.[HAZARD_CARD_FLAG]);
  if (!card || !gmKept(message)) return "forged";
  if (card.undone === true) return "undone";
  const entry = card.entry;
  if (!card.applied || !entry || entry.undone) return "notApplied";
  const extra = entry.add.filter((s) => s.id !== card.condition && !s.marker);
  if (entry.op !== "apply" || entry.tokenUuid !== (card.tokenUuid || card.actorUuid) || entry.amount !== verifiedDamage(message, card) || extra.length > 0) return "mismatch";
  const actor = hazardActor(card);
  if (!actor) return "noActor";
  const refused = await undoApplications(actor, [entry]);
  if (refused === "healthChanged") return "healthChanged";
  if (refused) return "mismatch";
  await message.update({ [`${path}.undone`]: true });
  return null;
}

function asker(): Asker {
  return { id: game.user?.id ?? "", isGM: game.user?.isGM === true };
}


/** The Apply button (before the Apply) or the Undo (after it, until undone): wired for a GM on a card a GM kept, removed otherwise. */
export function wireHazardCard(message: HazardMessage, html: HTMLElement): void {
  const apply = html.querySelector<HTMLButtonElement>("[data-er-apply-hazard]");
  const undo = html.querySelector<HTMLButtonElement>("[data-er-undo-hazard]");
  if (!apply && !undo) return;
  const card = readHazardCard(message.flags?.[SYSTEM_ID]?.[HAZARD_CARD_FLAG]);
  const trusted = game.user?.isGM === true && card !== null && gmKept(message);
  wireCardButton(apply, trusted && !card!.applied, () => applyHazard(message, asker()), REFUSED);
  wireCardButton(undo, trusted && card!.applied && card!.entry !== undefined && card!.undone !== true, () => undoHazard(message, asker()), REFUSED);
}

/** The card's buttons on every client (each wired or removed per client). */
export function registerHazardCard(): void {
  Hooks.on("renderChatMessageHTML", (message: unknown, html: HTMLElement) => wireHazardCard(message as HazardMessage, html));
}
