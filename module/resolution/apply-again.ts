/**
 * "Apply again?" (RESOLUTION.md §7.3): a row already applied asks the GM before it is applied a
 * second time, so a double click never hurts a target twice. The GM's own click and a player's
 * relayed request both ask the GM's client (R15: the GM decides what a card does twice).
 */
import type { AttackCardFlag, HealthOp } from "./flag";

/** Ops that do not change health again (a GM's Mark dead, the R14 undo) never ask. */
const NEVER_ASKS: readonly string[] = ["markDead", "undo"];

/** Whether applying `op` to `tokenUuid` would be a second application of the card's row: one is recorded and not undone. */
export function appliesAgain(flag: AttackCardFlag, tokenUuid: string, op: HealthOp | "undo"): boolean {
  if (NEVER_ASKS.includes(op)) return false;
  return flag.ledger.some((e) => e.tokenUuid === tokenUuid && !e.undone && e.op !== "markDead");
}

/** Asks the GM with DialogV2.confirm; closing the dialog answers no. `asker`: the player's name when it came over the relay. */
export async function confirmApplyAgain(target: string, asker: string | null): Promise<boolean> {
  const i18n = game.i18n;
  const content = asker === null
    ? (i18n?.format("ER.Resolution.Again.Content", { name: target }) ?? "")
    : (i18n?.format("ER.Resolution.Again.Asked", { name: target, user: asker }) ?? "");
  const answer: unknown = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n?.localize("ER.Resolution.Again.Title") ?? "" },
    content: `<p>${foundry.utils.escapeHTML(content)}</p>`,
    rejectClose: false,
    modal: true,
  });
  return answer === true;
}
