/**
 * The Combat document: core's overrides (turns, rounds, permissions, the sort), the combat clock
 * and its moves, and methods that delegate to the round transition, initiative rolls and commands.
 * Every decision is the rules core's (module/rules/).
 */
import { compareForRound, fromAbsolute, clockWorldTimeDelta, stepBackward, stepForward, toAbsolute, type ClockTime, type CombatantState } from "../rules";
import { variantMemoryOf } from "./variant-input";
import { tickMode, userMayAdvance } from "./setting-values";
import { heldSpeechOf, type HeldSpeechFlag, type SpeechMessageLike } from "./speech";
import { vetHeldSpeech, type SpeechAuthor } from "./speech-trust";
import { mustRelay, sendRelay } from "./relay";
import { stepUpdate } from "./translate";
import { clockHasRun } from "./clock-state";
import { ERCombatant } from "./combatant";
import { beginRound } from "./round-transition";
import { awaitingRoll, requestOwnRolls, resetAll, rollFor } from "./initiative-rolls";
import { completeScoreEdit, controlEscalation, declareDoubleMove, delayCombatant, markSpell } from "./commands";
import type { CombatHost } from "./combat-host";
import { writeCombat } from "./writes";

export class ERCombat extends Combat implements CombatHost {
  /** The clock, from the system data's absolute counter; null before the combat begins. */
  get clock(): ClockTime | null {
    const absolute = this.system.absolute;
    if (!this.started || !(absolute > 20)) return null;
    return fromAbsolute(absolute);
  }

  /** The highest round already rolled. */
  get rolledRound(): number {
    return this.system.rolledRound;
  }

  get erCombatants(): ERCombatant[] {
    return this.combatants.contents.filter((c): c is ERCombatant => c instanceof ERCombatant);
  }

  schedulerStates(): CombatantState[] {
    return this.erCombatants.map((c) => c.schedulerState);
  }

  /**
   * Movement history belongs to the movement phase, not to a turn: the movement feature clears
   * every history when the clock reaches the next movement second. Core's clearing at the start
   * of each turn would wipe a phase's record whenever a turn starts mid-phase, so it is off.
   */
  protected override async _clearMovementHistoryOnStartTurn(
    _combatant: Combatant.Implementation,
    _context: Combat.TurnEventContext,
  ): Promise<void> {}

  /**
   * Turn order depends on the round (who acts when, this round), but core re-sorts `turns` only when
   * combatants change. A round change is written after the combatants' batch (and moving back or
   * forward into a rolled round writes only the Combat), so the order is refreshed here, before core
   * reads `turns` to work out the current combatant and fire its turn events. Only the order is
   * refreshed; core keeps its own current/previous turn bookkeeping.
   */
  protected override _onUpdate(...args: Parameters<Combat["_onUpdate"]>): void {
    const [changed] = args;
    if (roundOrClockChanged(changed)) this.turns = this.combatants.contents.sort(this._sortCombatants);
    super._onUpdate(...args);
  }

  /**
   * Only those who may run the clock (the GM, or the trusted role of the advance setting) change
   * turns and rounds: the clock owns them, so core's controls for a combatant's owner stay off.
   */
  protected override _canChangeTurn(user: User.Implementation): boolean {
    return userMayAdvance(user);
  }

  protected override _canChangeRound(user: User.Implementation): boolean {
    return userMayAdvance(user);
  }

  /**
   * Turn order: by the second the action lands this round, then score, then tie-break. Core may call
   * this unbound (as a bare sort callback), so it reads the round from the combatants' parent.
   */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const round = Math.max(1, a.parent?.round ?? 1);
    if (!(a instanceof ERCombatant) || !(b instanceof ERCombatant)) return 0;
    return compareForRound(a.schedulerState, b.schedulerState, round);
  }

  /** Begin Combat: roll round 1 for everyone at once. */
  override async startCombat(): Promise<this> {
    // A begun combat (its clock has run, whatever `round` says) is never begun again: that would rewind it and world time.
    if (this.started || clockHasRun(this) || !userMayAdvance(game.user)) return this;
    if (mustRelay()) {
      sendRelay({ kind: "start", combatId: this.id ?? "" });
      return this;
    }
    this._playCombatSound("startEncounter");
    await this.goTo({ round: 1, second: 1 });
    return this;
  }

  override async nextTurn(): Promise<this> {
    await this.advance(1);
    return this;
  }

  override async previousTurn(): Promise<this> {
    await this.advance(-1);
    return this;
  }

  /** Next round: straight to second 1 of the next round (rolling it, unless rolled already). */
  override async nextRound(): Promise<this> {
    const now = this.clock;
    if (!now || !userMayAdvance(game.user)) return this;
    if (mustRelay()) {
      sendRelay({ kind: "round", combatId: this.id ?? "", direction: 1 });
      return this;
    }
    await this.goTo({ round: now.round + 1, second: 1 });
    return this;
  }

  /**
   * Previous round: back to second 1 of this round, or of the one before; never re-rolls.
   * Decision (RULES.md §2, stepping back): combatants keep their latest rolls when the clock goes back
   * into an earlier round (only the clock moves), and coming forward again into a round already
   * rolled (`rolledRound`) moves the clock without rolling.
   */
  override async previousRound(): Promise<this> {
    const now = this.clock;
    if (!now || !userMayAdvance(game.user)) return this;
    if (mustRelay()) {
      sendRelay({ kind: "round", combatId: this.id ?? "", direction: -1 });
      return this;
    }
    const to = now.second > 1 ? { round: now.round, second: 1 } : { round: Math.max(1, now.round - 1), second: 1 };
    await this.goTo(to);
    return this;
  }

  /** One step of the clock (the tracker's next / previous). */
  async advance(direction: 1 | -1): Promise<void> {
    const now = this.clock;
    if (!now || !userMayAdvance(game.user)) return;
    if (mustRelay()) {
      sendRelay({ kind: "advance", combatId: this.id ?? "", direction });
      return;
    }
    const states = this.schedulerStates();
    // Decision (VARIANTS.md §3.3): while someone holds an action, the clock stops at every second,
    // so that "act now" can be chosen at any count.
    const mode = this.erCombatants.some((c) => variantMemoryOf(c.erSystem).held > 0) ? "every" : tickMode();
    const step = direction > 0 ? stepForward(now, states, mode) : stepBackward(now, states, mode);
    if (!step) return;
    await this.goTo(step.to);
  }

  /** A clock write in flight: further clicks are ignored until it lands, so a round is never rolled twice. */
  #moving = false;

  /** Moves the clock; entering a round not yet rolled is a round transition. */
  async goTo(to: ClockTime): Promise<void> {
    if (this.#moving) return;
    this.#moving = true;
    try {
      await this.#goTo(to);
    } finally {
      this.#moving = false;
    }
  }

  async #goTo(to: ClockTime): Promise<void> {
    if (to.round > this.rolledRound) {
      await this.beginRound(to.round);
      return;
    }
    const newRound = to.round !== this.round;
    const update = stepUpdate({ to, absolute: toAbsolute(to), newRound }, this.schedulerStates());
    const options = this.clockOptions(toAbsolute(to));
    // Other modules listen for these before the update, as for core's own turn and round changes;
    // they get the very update object that is then written.
    const hookData: { round: number; turn: number | null } = update;
    const hookOptions = { ...options, advanceTime: options.worldTime.delta };
    // combatTurn only when the turn really changes; every clock stop fires enchanted-realms.clockChange.
    if (newRound) Hooks.callAll("combatRound", this, hookData, hookOptions);
    else if (update.turn !== this.turn) Hooks.callAll("combatTurn", this, hookData as { round: number; turn: number }, hookOptions);
    await writeCombat(this, update, options);
  }

  /**
   * Update options of a clock move: its direction, and the world time that passes with it (one
   * second per combat second, rules/schedule.ts), which core advances for the GM's client.
   */
  clockOptions(toAbsoluteSecond: number): { direction: 1 | -1; worldTime: { delta: number } } {
    const from = this.system.absolute ?? 0;
    return { direction: toAbsoluteSecond >= from ? 1 : -1, worldTime: { delta: clockWorldTimeDelta(from, toAbsoluteSecond) } };
  }

  /**
   * A round transition: everyone able rolls at once (except carried actions, the unable, and, when
   * players roll their own, player-owned combatants); held speech of the round just ended is
   * delivered in the same card. One Combat update, one Combatant batch, one chat message.
   */
  async beginRound(round: number): Promise<void> {
    await beginRound(this, round);
  }

  /**
   * The GM's rolls for chosen combatants (re-rolls, Roll All, and players' own rolls asked for over
   * the relay), writing the whole action. On a player's client it sends one roll request per owned
   * combatant that is waiting for its roll; the active GM's client checks and rolls (relay-gm.ts).
   */
  override async rollInitiative(ids: string | string[]): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const now = this.clock;
    if (!now) return this;
    if (game.user?.isGM !== true) {
      requestOwnRolls(this, list, now);
      return this;
    }
    // A combatant whose roll is still being written is not rolled again (a player's double click
    // sends two requests that both pass the relay's check before the first roll lands).
    const free = list.filter((id) => !this.#rolling.has(id));
    for (const id of free) this.#rolling.add(id);
    try {
      await rollFor(this, free, now);
    } finally {
      for (const id of free) this.#rolling.delete(id);
    }
    return this;
  }

  /** Combatants whose GM roll is being written. */
  #rolling = new Set<string>();

  /** The combatants still waiting for their own roll this round (players-roll setting). */
  awaitingRoll(): ERCombatant[] {
    return awaitingRoll(this);
  }

  /**
   * Core's "Roll All": the GM rolls for every able combatant with no action yet this round: those
   * waiting for their owner's roll, or everyone after "Reset Initiative". Everyone else keeps the
   * action rolled at the round's start.
   */
  override async rollAll(): Promise<this> {
    if (game.user?.isGM !== true) return this;
    return this.rollInitiative(this.awaitingRoll().map((c) => c.id ?? ""));
  }

  /**
   * Core's "Roll NPCs": NPCs are always rolled at the start of the round, so there is never one to
   * roll; the tracker removes the button. Kept for macros: it rolls any NPC still waiting.
   */
  override async rollNPC(): Promise<this> {
    if (game.user?.isGM !== true) return this;
    return this.rollInitiative(this.awaitingRoll().filter((c) => !c.hasPlayerOwner).map((c) => c.id ?? ""));
  }

  /** Core's "Reset Initiative" (initiative-rolls.ts resetAll). GMs only. */
  override async resetAll(): Promise<this> {
    if (game.user?.isGM !== true) return this;
    await resetAll(this);
    return this;
  }

  /** Held speech of this combat, from the messages this client holds. */
  heldSpeech(): Array<{ message: ChatMessage.Implementation; flag: HeldSpeechFlag }> {
    return heldSpeechOf(game.messages?.contents ?? [], this.id ?? "");
  }

  /** Held speech split into lines its authors may speak (speaker from the combatant) and forged ones. */
  vetSpeech<M extends SpeechMessageLike & { author?: SpeechAuthor | null }>(held: ReadonlyArray<{ message: M; flag: HeldSpeechFlag }>) {
    return vetHeldSpeech(held, (id) => this.combatants.get(id), this.clock);
  }

  /** Completes a score written to a combatant's `initiative` (commands.ts). */
  async completeScoreEdit(combatant: ERCombatant): Promise<void> {
    await completeScoreEdit(this, combatant);
  }

  /** Marks a combatant's action as a spell with a casting time (0 clears it). */
  async markSpell(combatantId: string, castingSeconds: number, spellName: string): Promise<void> {
    await markSpell(this, combatantId, castingSeconds, spellName);
  }

  /** The escalation die's GM controls (VARIANTS.md row 5). */
  async controlEscalation(control: unknown): Promise<void> {
    await controlEscalation(this, control);
  }

  /** "Double move (no action)" (VARIANTS.md row 10). */
  async declareDoubleMove(combatantId: string): Promise<void> {
    await declareDoubleMove(this, combatantId);
  }

  /** Delays a combatant's action into the next round. */
  async delayCombatant(combatantId: string): Promise<void> {
    await delayCombatant(this, combatantId);
  }
}

/** Whether a Combat update changes its round or the system clock (and so the round's turn order). */
export function roundOrClockChanged(changed: unknown): boolean {
  if (changed === null || typeof changed !== "object") return false;
  const c = changed as { round?: unknown; system?: { absolute?: unknown } };
  return c.round !== undefined || c.system?.absolute !== undefined;
}
