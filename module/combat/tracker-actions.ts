/**
 * The tracker's buttons (ApplicationV2 `actions`, `data-action` in templates/combat/*.hbs): each is
 * called with the tracker as `this`, and only asks the viewed Combat (which relays a player's
 * request to the active GM where needed).
 */
import { declareSpeech } from "./speech-actions";
import { promptCast, promptSpeech } from "./dialogs";
import { runCommand, type TrackerMenuHost } from "./tracker-menu";
import { attackFromRow } from "./tracker-attack";
import { openEvasionDialog, openPursuitDayDialog } from "./evasion-dialog";
import { currentRuleset } from "../variants/setting";
import { worldControl } from "./world-dialog";

type Host = TrackerMenuHost;

export async function onSpeak(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const combat = this.erCombat;
  const c = this.combatantOf(target);
  if (!combat || !c) return;
  const text = await promptSpeech(c.name ?? "");
  if (text) await declareSpeech(combat, c, text);
}

export async function onRoll(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const c = this.combatantOf(target);
  if (c?.id) await this.erCombat?.rollInitiative([c.id]);
}

export async function onDelay(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const c = this.combatantOf(target);
  if (c?.id) await this.erCombat?.delayCombatant(c.id);
}

export async function onCast(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const c = this.combatantOf(target);
  if (!c?.id) return;
  const choice = await promptCast(c);
  if (choice) await this.erCombat?.markSpell(c.id, choice.castingSeconds, choice.name);
}

export async function onPreviousRound(this: Host): Promise<void> {
  await this.erCombat?.previousRound();
}

export async function onPreviousTurn(this: Host): Promise<void> {
  await this.erCombat?.advance(-1);
}

export async function onNextTurn(this: Host): Promise<void> {
  await this.erCombat?.advance(1);
}

export async function onNextRound(this: Host): Promise<void> {
  await this.erCombat?.nextRound();
}

export async function onBegin(this: Host): Promise<void> {
  await this.erCombat?.startCombat();
}

/** The GM's evasion dialog before Begin Combat (VARIANTS.md §5.14; evasion-dialog.ts checks GM, rule and state again). */
export async function onEvasion(this: Host): Promise<void> {
  const combat = this.erCombat;
  if (combat) await openEvasionDialog(combat, currentRuleset());
}

/** The GM's next day of a pursuit run by days (VARIANTS.md §13.3 row 33; pursuit-day.ts checks GM, rule and state again). */
export async function onPursuitDay(this: Host): Promise<void> {
  const combat = this.erCombat;
  if (combat) await openPursuitDayDialog(combat, currentRuleset());
}

/** The GM's escalation die controls (`data-control`: increase, decrease, hold, release, reset). */
export async function onEscalation(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  await this.erCombat?.controlEscalation(target.dataset["control"]);
}

/** "Double move (no action)" from the row (the same as the menu entry). */
export async function onDoubleMove(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const c = this.combatantOf(target);
  if (c?.id) await this.erCombat?.declareDoubleMove(c.id);
}

/** A rule module's owner command from its row button (looked up again by id: tracker-menu.ts runCommand). */
export async function onCommand(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const c = this.combatantOf(target);
  const combat = this.erCombat;
  const id = target.dataset["commandId"];
  if (c && combat && id) await runCommand(combat, c, id);
}

/** RESOLUTION.md §7.1: the row's Attack at the combatant's landing second (checked again in attackFromRow). */
export async function onAttack(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const c = this.combatantOf(target);
  const combat = this.erCombat;
  if (c && combat) await attackFromRow(combat, c);
}

/** The GM's World entry (`data-control`: use, with `data-world-id`; edit): world-dialog.ts checks GM and rule again. */
export async function onWorld(this: Host, _event: PointerEvent, target: HTMLElement): Promise<void> {
  const combat = this.erCombat;
  if (combat) await worldControl(combat, target.dataset["control"], target.dataset["worldId"]);
}
