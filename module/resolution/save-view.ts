/**
 * What a save card shows to one client (RESOLUTION.md §7.1 "Spell with a save", R11, R12): the
 * attack card's rows (card-view.ts) with each target's save in place of an outcome, a Save button
 * for the GM and the target's owner while it has not saved, and the GM's "Roll all". Pure.
 */
import { cardView, showsDefence, type ButtonView, type CardView, type RowView, type Viewer } from "./card-view";
import type { AttackCardFlag } from "./flag";
import { saveResultOf } from "./save-flag";

export type SaveButtonView = ButtonView | { op: "save"; label: string };

export interface SaveRowView extends Omit<RowView, "buttons"> {
  buttons: SaveButtonView[];
  /** "needs 17": the number this target's save is judged against (planSave's target), where this viewer may see the target's numbers (R11). */
  needs: string | null;
}

/** What a save card asks of the rules in force, per target (render.ts answers from planSave). */
export interface SaveViewer extends Viewer {
  /** The number the actor's save against the card's effect must meet; null when unknown. */
  saveTargetOf?(actorUuid: string): number | null;
  /** Whether the save model in force judges against the effect's DC (false: against each target's own number, as OSE's saves). Absent: it does. */
  saveReadsDc?: boolean;
}

export interface SaveCardView extends Omit<CardView, "rows"> {
  against: string;
  rows: SaveRowView[];
  rollAll: boolean;
}

/** The card as `viewer` sees it; null when the flag is not a save card. */
export function saveCardView(flag: AttackCardFlag, viewer: SaveViewer, totals: readonly (number | null)[] = []): SaveCardView | null {
  const save = flag.save;
  if (!save) return null;
  const base = cardView(flag, viewer, totals);
  const rows = base.rows.map((row): SaveRowView => {
    const result = saveResultOf(save, row.tokenUuid);
    const recorded = flag.rows.find((r) => r.tokenUuid === row.tokenUuid);
    const actorUuid = recorded?.actorUuid ?? "";
    const target = recorded && showsDefence(viewer, recorded) ? (viewer.saveTargetOf?.(actorUuid) ?? null) : null;
    const needs = target === null ? null : viewer.label("ER.Resolution.SaveCard.Needs").replace("{target}", String(target));
    // 004:L87: behind total cover the effect cannot target the creature: no save, nothing to apply.
    if (viewer.targetable && !viewer.targetable(recorded?.cover ?? "none")) {
      return { ...row, outcome: "cannotBeTargeted", outcomeLabel: viewer.label("ER.Resolution.SaveCard.CannotBeTargeted"), natural: null, total: null, amount: null, buttons: [], needs: null };
    }
    if (!result) {
      const may = viewer.isGM || viewer.owns(actorUuid);
      const pending = viewer.label("ER.Resolution.SaveCard.Pending");
      return { ...row, outcome: "pending", outcomeLabel: pending, natural: null, total: null, amount: null, buttons: may ? [{ op: "save", label: viewer.label("ER.Resolution.SaveCard.Button") }] : [], needs };
    }
    const outcome = result.success ? "saved" : "failed";
    return { ...row, outcome, outcomeLabel: viewer.label(`ER.Resolution.SaveCard.${result.success ? "Success" : "Failure"}`), natural: result.natural, total: result.total, needs };
  });
  const kind = viewer.label(`ER.Resolution.SaveCard.Kind.${save.effect.kind}`);
  // A model that judges against the target's own number (OSE's save table) never reads the DC: the header must not print it.
  const against = viewer.saveReadsDc === false
    ? viewer.label("ER.Resolution.SaveCard.AgainstOwn").replace("{kind}", kind)
    : viewer.label("ER.Resolution.SaveCard.Against").replace("{kind}", kind).replace("{dc}", String(save.effect.dc));
  const rollAll = viewer.isGM && flag.rows.some((r) => !saveResultOf(save, r.tokenUuid));
  return { ...base, rows, against, rollAll };
}
