/**
 * The save card on each client (RESOLUTION.md §7.1 "Spell with a save", R11, R13, R15): rendered
 * from the flag into the message's element at `renderChatMessageHTML`. Save: the GM's client rolls
 * at once (or every pending row with "Roll all"); a player asks the active GM over the relay with
 * the message and token only. Apply and undo are the attack card's buttons (render.ts).
 */
import { SYSTEM_ID } from "../constants";
import { sendRelay } from "../combat/relay";
import { CARD_FLAG, readCardFlag } from "./flag";
import { saveCardView } from "./save-view";
import { cardOrigin, clientViewer, fillCard, noteRefusal, onButton, rollTotals, shownToGM, tell, wireCover, wireRowButtons } from "./render";
import { postSaveCard, rollSaveRow, saveEffectOf } from "./save-card";
import { queueOnCard } from "./card-queue";
import { saveResultOf } from "./save-flag";
import type { CardMessage } from "./apply";
import { documentAt } from "./documents";

/** Renders the save card body for this client; false when the message is not a save card. */
export async function renderSaveCard(message: CardMessage, html: HTMLElement): Promise<boolean> {
  const card = html.querySelector<HTMLElement>("[data-er-save-card]");
  const read = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG]);
  if (!card || !read?.save) return false;
  const { flag, refused } = shownToGM(message, read);
  const base = saveCardView(flag, clientViewer(message, flag), rollTotals(message));
  const view = base ? { ...base, ...cardOrigin(message) } : base;
  await fillCard(card, "chat/save-card.hbs", flag.itemName, view);
  noteRefusal(card, refused);
  wireRowButtons(card, (op, tokenUuid) => onSaveButton(message, op, tokenUuid));
  wireCover(message, card);
  return true;
}

async function onSaveButton(message: CardMessage, op: string, tokenUuid: string): Promise<void> {
  const user = game.user!;
  const asker = { id: user.id ?? "", isGM: user.isGM };
  if (op === "rollAll") {
    const flag = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG]);
    if (!user.isGM || !flag?.save) return;
    // One at a time: each roll re-reads the results the previous one wrote.
    for (const row of flag.rows) if (!saveResultOf(flag.save, row.tokenUuid)) tell(await queueOnCard(message.id ?? "", row.tokenUuid, () => rollSaveRow(message, row.tokenUuid, asker)));
    return;
  }
  if (op !== "save") return onButton(message, op, tokenUuid);
  if (!message.id || tokenUuid === "") return;
  if (user.isGM) tell(await queueOnCard(message.id ?? "", tokenUuid, () => rollSaveRow(message, tokenUuid, asker)));
  else sendRelay({ kind: "save", messageId: message.id, targetUuid: tokenUuid });
}

/**
 * §7.1: an attack card whose item has a save offers its author and the GM a "Save" button that
 * posts the item's save card for the attack card's targets.
 */
export function wireSaveFromAttack(message: CardMessage & { isAuthor?: boolean }, html: HTMLElement): void {
  const card = html.querySelector<HTMLElement>("[data-er-attack-card]");
  const flag = readCardFlag(message.flags[SYSTEM_ID]?.[CARD_FLAG]);
  if (!card || !flag || flag.save || !(game.user?.isGM || message.isAuthor === true)) return;
  const item = documentAt<Item.Implementation>(flag.itemUuid);
  if (!item || !saveEffectOf(item.system)) return;
  const button = document.createElement("button");
  button.type = "button";
  button.dataset["erSaveFromAttack"] = "";
  button.textContent = game.i18n?.localize("ER.Resolution.SaveCard.Button") ?? "Save";
  button.addEventListener("click", (event) => {
    event.preventDefault();
    const targets = flag.rows.flatMap((r) => {
      const document = fromUuidSync(r.tokenUuid) as { uuid: string; actor?: unknown } | null;
      return document ? [{ document, actor: document.actor ?? null }] : [];
    });
    void postSaveCard(item, targets);
  });
  const row = document.createElement("div");
  row.className = "er-attack-buttons";
  row.append(button);
  card.append(row);
}
