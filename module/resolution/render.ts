/**
 * The card on each client (RESOLUTION.md §7.2, §7.3): at `renderChatMessageHTML` the rows this
 * user may see are rendered from the flag into the message's element (never into the stored
 * content, R11), and the buttons are wired: the GM applies directly, a player asks the active GM
 * over the relay (R13, R15; no amount is ever sent).
 */
import { pluralRulesFor } from "../combat/tracker-input";
import { SYSTEM_ID, templatePath } from "../constants";
import { currentRuleset, currentVariants } from "../variants/setting";
import { sendRelay } from "../combat/relay";
import { CARD_FLAG, readCardFlag, type AttackCardFlag, type CardRow, type HealthOp } from "./flag";
import { cardView } from "./card-view";
import type { SaveViewer } from "./save-view";
import { killsAtZero } from "../rules/resolution/health";
import { shownAc } from "../rules/resolution/models";
import { planSave, saveReadsDc } from "../rules/resolution/save";
import type { Fighter } from "../rules/resolution/types";
import { amountFor, applyRow, undoRow, type Asker, type CardMessage } from "./apply";
import { defencesOf } from "./pipeline";
import { actorFighter } from "./fighter";
import { DEAD } from "./statuses";
import { DEAD_NOTICE_FLAG, readDeadNotice } from "./dead-notice";
import { gmAuthored, type AuthoredMessage } from "./gm-notice";
import { appliesAgain, confirmApplyAgain } from "./apply-again";
import { coverChoices, coverTargetable, saveCoverChoices } from "../rules/resolution/cover";
import type { CoverChoice } from "../rules/resolution/types";
import { addMyTargets, setRowCover } from "./card-actions";
import { queueOnCard, whileAsking } from "./card-queue";
import { believedCard } from "./card-verify";
import type { RefusalReason } from "../combat/refusals";
import type { TargetToken } from "./roll-attack";
import { ROLLED_FOR_FLAG, hiddenPartFor, isCompanion } from "./companion";
import { controlledTokens, messageById, userTargets } from "./documents";

type ActorLike = { testUserPermission(user: unknown, level: string): boolean; statuses?: ReadonlySet<string> };

function actorAt(uuid: string): ActorLike | null {
  try {
    return (fromUuidSync(uuid) as ActorLike | null) ?? null;
  } catch {
    return null;
  }
}

function localize(key: string, data: Record<string, string> = {}): string {
  return game.i18n?.format(key, data) ?? key;
}

/** The actor's fighter, or null when it is gone or the rules refuse it (the card then shows less). */
function fighterOfActor(actor: ActorLike | null): Fighter | null {
  try {
    return actor ? actorFighter(actor) : null;
  } catch {
    return null;
  }
}

/** `read` of each key once: a render asks several questions of the same target and row. */
function once<K, V>(read: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    if (!kept.has(key)) kept.set(key, read(key));
    return kept.get(key) as V;
  };
}

/**
 * This client's viewer (R11): its user, the world's revealDefences, and the actors it can read. One
 * viewer serves one render: the ruleset is read once, each target's actor is read into a fighter
 * once, and each row's amount for an op is worked out once (RESOLUTION.md §9).
 */
export function clientViewer(message: CardMessage, flag: AttackCardFlag): SaveViewer {
  const user = game.user!;
  const ruleset = currentRuleset();
  const plurals = pluralRulesFor(game.i18n?.lang ?? "en");
  const effect = flag.save?.effect;
  const actor = once(actorAt);
  const fighter = once((uuid: string) => fighterOfActor(actor(uuid)));
  const firstSaver = effect ? flag.rows.map((r) => fighter(r.actorUuid)).find((f) => f !== null) : undefined;
  // A save effect the rules refuse leaves the header as the book prints it (the row's Save refuses it with a message).
  const readsDc = (): boolean => {
    try {
      return !effect || !firstSaver || saveReadsDc(firstSaver, effect, ruleset);
    } catch {
      return true;
    }
  };
  const amounts = new Map<CardRow, Map<HealthOp, number>>();
  const amount = (row: CardRow, op: HealthOp): number => {
    try {
      return amountFor(message, flag, row, op, ruleset);
    } catch {
      // A card whose recorded values the pipeline refuses shows no amount (the GM side refuses it too).
      return 0;
    }
  };
  return {
    isGM: user.isGM,
    reveal: currentVariants().resolution.revealDefences,
    observes: (uuid) => actor(uuid)?.testUserPermission(user, "OBSERVER") === true,
    owns: (uuid) => actor(uuid)?.testUserPermission(user, "OWNER") === true,
    defenceOf: (uuid) => {
      const f = fighter(uuid);
      return f ? defencesOf(f, ruleset)[flag.defence] : null;
    },
    atZero: (uuid) => {
      const a = actor(uuid);
      return a !== null && !a.statuses?.has(DEAD) && fighter(uuid)?.health.value === 0;
    },
    amountOf: (row, op) => {
      const ops = amounts.get(row) ?? new Map<HealthOp, number>();
      amounts.set(row, ops);
      if (!ops.has(op)) ops.set(op, amount(row, op));
      return ops.get(op)!;
    },
    label: (key) => localize(key),
    plural: (n) => plurals.select(n),
    killsAtZero: (uuid) => {
      const f = fighter(uuid);
      return f !== null && killsAtZero(f, ruleset);
    },
    descendingAc: (aac) => {
      const shown = shownAc(aac, ruleset);
      return shown === aac ? null : shown;
    },
    saveTargetOf: (uuid) => {
      const f = fighter(uuid);
      if (!f || !effect) return null;
      try {
        return planSave(f, effect, { cover: "none", advantage: false, disadvantage: false }, ruleset).target;
      } catch {
        return null;
      }
    },
    saveReadsDc: readsDc(),
    covers: { attack: coverChoices(ruleset), save: saveCoverChoices(ruleset) },
    targetable: (cover) => coverTargetable(cover as CoverChoice, ruleset),
  };
}

/** R8's notice: its Undo undoes the card's last application on that target; a notice no GM wrote gets none. */
function wireDeadNotice(message: CardMessage & AuthoredMessage, html: HTMLElement): boolean {
  const notice = readDeadNotice(message.flags[SYSTEM_ID]?.[DEAD_NOTICE_FLAG]);
  if (!notice) return false;
  const button = html.querySelector<HTMLButtonElement>("[data-er-dead-notice] button[data-er-op='undo']");
  if (!gmAuthored(message)) {
    button?.remove();
    return true;
  }
  button?.addEventListener("click", (event) => {
    event.preventDefault();
    const card = messageById<CardMessage>(notice.cardId);
    if (card) void onButton(card, "undo", notice.tokenUuid);
  });
  return true;
}

/** Renders the card body for this client; the public content stays as stored. */
export async function renderCard(message: CardMessage & AuthoredMessage, html: HTMLElement): Promise<void> {
  if (wireDeadNotice(message, html)) return;
  const read = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG]);
  const card = html.querySelector<HTMLElement>("[data-er-attack-card]");
  if (!read || !card) return;
  const { flag, refused } = shownToGM(message, read);
  const base = cardView(flag, clientViewer(message, flag), rollTotals(message));
  // The GMs' companion holds only hidden rows: no further targets or late rows are added to it.
  const hiddenPart = isCompanion(message);
  const view = { ...base, ...cardOrigin(message), ...(hiddenPart ? { addTargets: false, applySelected: false } : {}) };
  await fillCard(card, "chat/attack-card.hbs", flag.itemName, view);
  noteRefusal(card, refused);
  wireRowButtons(card, (op, tokenUuid) => onButton(message, op, tokenUuid));
  wireCover(message, card);
}

/**
 * Who rolled the card's dice and whether it is the GMs' companion, as this client shows them. Read
 * from the message's author (the server sets it; a player cannot post as a GM): a player's card was
 * rolled on that player's client; a GM's card names the player it was rolled for (its own flag,
 * trusted only on a GM's message); a GM's own card says nothing.
 */
export function cardOrigin(message: CardMessage & { author?: unknown }): { rolledBy: string | null; hiddenPart: string | null } {
  const author = message.author as { isGM?: boolean; name?: string | null } | null | undefined;
  const hiddenPart = isCompanion(message) ? localize("ER.Resolution.Card.HiddenPart") : null;
  if (!author) return { rolledBy: null, hiddenPart };
  if (!gmAuthored({ author })) return { rolledBy: localize("ER.Resolution.Card.RolledByPlayer", { name: author.name ?? "" }), hiddenPart };
  const forId = message.flags[SYSTEM_ID]?.[ROLLED_FOR_FLAG];
  const player = typeof forId === "string" ? (game.users?.get(forId) as { name?: string | null } | undefined) : undefined;
  return { rolledBy: player ? localize("ER.Resolution.Card.RolledByGm", { name: player.name ?? "" }) : null, hiddenPart };
}

/**
 * On a GM's client, a player's card shows what the GM's buttons will do: its rows as this client
 * judges them from its own rolls (card-verify.ts), or, when the card is refused, why.
 */
export function shownToGM(message: CardMessage, flag: AttackCardFlag): { flag: AttackCardFlag; refused: RefusalReason | null } {
  if (!game.user?.isGM || gmAuthored(message)) return { flag, refused: null };
  const believed = believedCard(message);
  return believed.ok ? { flag: believed.flag, refused: null } : { flag, refused: believed.reason };
}

/** A refused card's reason, as a line at the top of its body. */
export function noteRefusal(card: HTMLElement, refused: RefusalReason | null): void {
  if (refused === null) return;
  const note = document.createElement("p");
  note.className = "er-card-refused";
  note.textContent = localize(`ER.Resolution.Refused.${refused}`);
  card.prepend(note);
}

/** The card's rolls' totals by index (`message.rolls`), null where a roll has none. */
export function rollTotals(message: CardMessage): (number | null)[] {
  return message.rolls.map((r) => (typeof r.total === "number" ? r.total : null));
}

/** Renders a card's body for this client under the title its public shell carries. */
export async function fillCard(card: HTMLElement, template: string, itemName: string, view: unknown): Promise<void> {
  const title = card.querySelector(".er-attack-card-title")?.textContent ?? itemName;
  card.innerHTML = await foundry.applications.handlebars.renderTemplate(templatePath(template), { title, view });
}

/** One listener for the rows' `data-er-op` buttons: the op and the row's token go to `act`. */
export function wireRowButtons(card: HTMLElement, act: (op: string, tokenUuid: string) => Promise<unknown>): void {
  card.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("button[data-er-op]");
    if (!button) return;
    event.preventDefault();
    const op = button.dataset["erOp"] ?? "";
    const tokenUuid = button.closest<HTMLElement>("[data-token-uuid]")?.dataset["tokenUuid"] ?? "";
    void act(op, tokenUuid);
  });
}

/** RO-3, 004:L84–L87: the GM's cover control of each row judges the row again on this (the GM's) client. */
export function wireCover(message: CardMessage, card: HTMLElement): void {
  card.addEventListener("change", (event) => {
    const select = (event.target as HTMLElement | null)?.closest<HTMLSelectElement>("select[data-er-cover]");
    if (!select || !game.user?.isGM) return;
    const tokenUuid = select.closest<HTMLElement>("[data-token-uuid]")?.dataset["tokenUuid"] ?? "";
    const asker = { id: game.user.id ?? "", isGM: true };
    void queueOnCard(message.id ?? "", tokenUuid, () => setRowCover(message, tokenUuid, select.value, asker)).then(tell);
  });
}

export function tell(reason: string | null): void {
  if (reason !== null) ui.notifications?.warn(localize(`ER.Resolution.Refused.${reason}`));
}

/** A late row for a controlled token (§7.1 "Apply to selected"): no outcome, the damage as rolled. */
function lateRow(token: { document: { uuid: string; name?: string; hidden?: boolean; texture?: { src?: string | null } }; actor?: { uuid?: string } | null }): CardRow {
  return { tokenUuid: token.document.uuid, actorUuid: token.actor?.uuid ?? "", name: token.document.name ?? "", img: token.document.texture?.src ?? "", hidden: token.document.hidden === true, late: true, rollIndex: null, outcome: null, natural: null, total: null, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
}

/** §7.3: a row already applied asks the GM before a second application; true when it may go ahead. */
async function gmConfirms(message: CardMessage, tokenUuid: string, op: HealthOp, name: string): Promise<boolean> {
  const flag = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG]);
  if (!flag || !appliesAgain(flag, tokenUuid, op)) return true;
  return whileAsking(message.id ?? "", tokenUuid, () => confirmApplyAgain(flag.rows.find((r) => r.tokenUuid === tokenUuid)?.name ?? name, null));
}

export async function onButton(message: CardMessage, op: string, tokenUuid: string): Promise<void> {
  const user = game.user!;
  const asker: Asker = { id: user.id ?? "", isGM: user.isGM };
  if (op === "applySelected") {
    if (!user.isGM) return;
    const controlled = controlledTokens<Parameters<typeof lateRow>[0]>();
    // One application per token, each recorded (GB-7): sequential, so each sees the last ledger.
    for (const token of controlled) {
      // R11: a hidden token's late row and its application go on the GMs' companion, never the public card.
      const card = token.document.hidden === true ? await hiddenPartFor(message) : message;
      if (!card) continue;
      const uuid = token.document.uuid;
      tell(await queueOnCard(card.id ?? "", uuid, async () => (await gmConfirms(card, uuid, "apply", token.document.name ?? "")) ? applyRow(card, uuid, "apply", asker, lateRow(token)) : null));
    }
    return;
  }
  if (op === "addTargets") {
    // §7.1: the GM's current targets, re-evaluated against the card's rolls on this client.
    const targets = [...userTargets<TargetToken>()];
    if (user.isGM) tell(await queueOnCard(message.id ?? "", "", () => addMyTargets(message, asker, targets)));
    return;
  }
  if (!message.id || tokenUuid === "") return;
  if (user.isGM) {
    const id = message.id;
    tell(await queueOnCard(id, tokenUuid, async () => {
      if (op === "undo") return undoRow(message, tokenUuid, asker);
      return (await gmConfirms(message, tokenUuid, op as HealthOp, "")) ? applyRow(message, tokenUuid, op as HealthOp, asker) : null;
    }));
    return;
  }
  // A player asks the active GM (R13, R15); sendRelay tells the user when no GM is connected.
  if (op === "undo") sendRelay({ kind: "undoHealth", messageId: message.id, targetUuid: tokenUuid });
  else sendRelay({ kind: "applyHealth", messageId: message.id, targetUuid: tokenUuid, op: op as HealthOp });
}
