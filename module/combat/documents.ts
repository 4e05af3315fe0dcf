/**
 * The Combat and Combatant documents. They gather plain inputs from Foundry (combatants, actor
 * profiles, conditions, settings, dice), call module/rules/ for every decision, and apply the
 * result as one Combat update, one batched Combatant update and one chat message.
 */
import { SYSTEM_ID, templatePath } from "../constants";
import { applyMessageMode, currentMessageMode, gmMessageMode, isPublicMessageMode, publicMessageMode } from "../compat";
import { actorConditions, actorProfile } from "../actors/profile";
import {
  NO_ACTION,
  RulesError,
  MAX_SPELL_NAME_LENGTH,
  actionForScoreAt,
  awaitsOwnRoll,
  canRescore,
  clockWorldTimeDelta,
  canCast,
  compareForRound,
  canDelay,
  delayedAction,
  doubleMoveRefusalUnderSurprise,
  type DoubleMoveRefusal,
  advantageFormula,
  diceRequests,
  needsBaseRoll,
  oseTiedSides,
  type DiceRequest,
  INITIATIVE_MODELS,
  surprisedInRound,
  variantRoll,
  fromAbsolute,
  idsToRoll,
  initiativeFromParts,
  maxCastingSeconds,
  isConditionId,
  planRoundTransition,
  scoreFromEntry,
  stepBackward,
  stepForward,
  toAbsolute,
  tradedAction,
  withCastingAt,
  type ActionRecord,
  type ClockTime,
  type CombatantState,
  type InitiativeParts,
  type RoundCombatantInput,
  type VariantCombatantInput,
  type VariantConfig,
} from "../rules";
import { currentRuleset, currentVariants } from "../variants/setting";
import { variantCombatantInput, variantMemoryOf } from "./variant-input";
import type { CombatantSystemData } from "./models";
import { playersRollOwn, tickMode, userMayAdvance } from "./settings";
import { heldSpeechOf, speechLines, type HeldSpeechFlag, type SpeechMessageLike } from "./speech";
import { vetHeldSpeech, type SpeechAuthor, type VoicedCombatant } from "./speech-trust";
import { mustRelay, sendRelay } from "./relay";
import { applyTransition, combatantState, roundCardContext, stepUpdate, transitionUpdates } from "./translate";
import { escalationControlUpdate, escalationRoundUpdate } from "./escalation";
import { clockHasRun } from "./clock-state";

/**
 * Options of a combatant update the clock does not move with: core would otherwise treat the
 * re-sort that follows as a turn change and fire turn events for whoever sits at `turn`.
 */
export const NO_TURN_EVENTS = Object.freeze({ turnEvents: false });

/** The dice of one initiative roll (RULES.md §2). */
export const INITIATIVE_FORMULA = "2d10";

/** The combatant's system data as plain fields (the model's typed source). */
function systemOf(combatant: Combatant.Implementation): CombatantSystemData {
  // The Combatant "base" data model is ERCombatantModel (registered in index.ts); its fields are this shape.
  return combatant.system as unknown as CombatantSystemData;
}

/** A derived number as a whole number (a malformed actor must not stop a round transition). */
function whole(n: unknown): number {
  return typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : 0;
}

export class ERCombatant extends Combatant {
  /** Status ids of the actor that are RULES.md §7 conditions. */
  get conditionIds(): string[] {
    return actorConditions(this.actor).filter(isConditionId);
  }

  /** What the scheduler needs of this combatant. */
  get schedulerState(): CombatantState {
    return combatantState(this.id ?? "", systemOf(this), this.conditionIds, this.isDefeated);
  }

  /** Initiative parts from the actor's profile plus the GM's situational modifier. */
  get initiativeParts(): InitiativeParts {
    const p = actorProfile(this.actor).initiative;
    return { quickness: whole(p.quickness), weapon: whole(p.weapon), encumbrance: whole(p.encumbrance), other: whole(systemOf(this).situational) };
  }

  /**
   * Issue 14: why a double move cannot be declared at `now` (null: it can). The rules decide,
   * with the surprise rules' round-1 loss (a surprised or ambushed combatant has no action to trade).
   */
  doubleMoveRefusalAt(now: ClockTime): DoubleMoveRefusal | null {
    const config = currentVariants();
    const system = systemOf(this);
    return doubleMoveRefusalUnderSurprise(this.schedulerState, system.doubleMoveRound ?? 0, now, surprisedInRound(variantMemoryOf(system).surprised, now.round, config), config);
  }

  get erSystem(): CombatantSystemData {
    return systemOf(this);
  }

  /**
   * Decision (issue 14, rows 6, 23, 36): whether the combatant waits for its roll this round. A
   * combatant that a surprise rule keeps out of round 1 has no action and no roll, so nobody (its
   * owner, Roll All) rolls for it then.
   */
  awaitsRoll(round: number): boolean {
    return awaitsOwnRoll(this.schedulerState, round) && !surprisedInRound(variantMemoryOf(systemOf(this)).surprised, round, currentVariants());
  }

  /** What a companion initiative model reads of this combatant (VARIANTS.md §9.4). */
  get variantInput(): VariantCombatantInput {
    return variantCombatantInput(this as unknown as Parameters<typeof variantCombatantInput>[0], variantMemoryOf(systemOf(this)));
  }
}

/**
 * Decision (VARIANTS.md §6.1, GA-2): under A5E, a check already made before Begin Combat (the GM
 * typed it as the combatant's initiative, e.g. a surprise-step check) is its initiative total: no
 * new roll. Read from `system.checkTotal` (±1000), which the active GM's client copies from a GM's
 * typed score (guards.ts): an owner may write `initiative` itself, so that is never read here.
 */
function a5eCheckTotal(c: ERCombatant, round: number, config: VariantConfig): number | null {
  if (round !== 1 || config.initiative.model !== "a5e" || c.erSystem.action.startedRound > 0) return null;
  return c.erSystem.checkTotal ?? null;
}

/** One Roll of a round transition and the combatants whose initiative it is. */
interface TransitionRoll {
  roll: Roll;
  ids: readonly string[];
}

/**
 * Decision (issue 14): the GM's re-roll (or Roll All) of one combatant under a companion model
 * rolls that model's die for it alone (OSR: none, DEX again) and sets a new base for roll-once
 * models; the A5E roll-off is kept. Null when the score may not change the action now.
 */
async function rerollUnderModel(c: ERCombatant, now: ClockTime, config: VariantConfig): Promise<{ update: Record<string, unknown>; roll: Roll | null } | null> {
  const input = c.variantInput;
  const dice = INITIATIVE_MODELS[config.initiative.model].dice;
  let roll: Roll | null = null;
  if (dice !== "none" && dice !== "2d10") {
    roll = new Roll(dice);
    await roll.evaluate();
  }
  let rollOff = input.memory.rollOff;
  if (config.initiative.model === "a5e" && rollOff < 1) {
    const off = new Roll("1d20");
    await off.evaluate();
    rollOff = Math.min(20, Math.max(1, off.total ?? 1));
  }
  const forced = { ...input, memory: { ...input.memory, base: 0, model: "" as const }, checkTotal: null };
  const vr = variantRoll(forced, c.initiativeParts, roll ? dieWithin(dice, roll.total ?? 1) : 0, rollOff || 1, CONFIG.Dice.randomUniform(), config);
  const action = actionForScoreAt(c.erSystem.action, vr.breakdown.score, now);
  if (action === null) return null;
  const memory = { ...vr.memory, tie: input.memory.model === config.initiative.model ? input.memory.tie : vr.memory.tie };
  return { update: { _id: c.id, initiative: vr.breakdown.score, "system.action": action, "system.variant": memory }, roll };
}

/**
 * A companion model's die held to its faces (a module that alters rolls must never stop a round
 * transition, as for the book's 2d10: rules/schedule.ts clampScore). The book's 2d10 is unchanged.
 */
function dieWithin(formula: string, total: number): number {
  const faces = formula === "1d6" ? 6 : formula === "1d20" || formula === "2d20kh" ? 20 : null;
  if (faces === null) return total;
  return Math.min(faces, Math.max(1, Math.trunc(Number.isFinite(total) ? total : 1)));
}

/** Decision (VARIANTS.md §5.1, GO-3): re-rolls of tied OSE sides stop after this many tries (the sides then act together). */
const MAX_OSE_REROLLS = 10;

/**
 * The dice of a round transition under `config`: the book's one 2d10 per combatant, or the model's
 * requests (rules: diceRequests): one per side, per shared group or per combatant, OSE side ties
 * re-rolled under "reroll", and an A5E d20 roll-off for every combatant rolling its base.
 */
async function transitionDice(
  inputs: readonly RoundCombatantInput[],
  round: number,
  config: VariantConfig,
): Promise<{ rolls: TransitionRoll[]; dice: Map<string, number>; rollOffs: Map<string, number> }> {
  const rolling = idsToRoll(inputs, round);
  const rolls: TransitionRoll[] = [];
  const dice = new Map<string, number>();
  const rollOffs = new Map<string, number>();
  const roll = async (formula: string, ids: readonly string[]): Promise<number> => {
    const r = new Roll(formula);
    await r.evaluate();
    rolls.push({ roll: r, ids });
    return dieWithin(formula, r.total ?? 0);
  };
  const anyInstigator = round === 1 && config.combat.surprise === "a5e" && inputs.some((i) => i.variant?.memory.instigator === true);
  if (config.initiative.model === "er2d10" && !config.initiative.sharedRoll && !anyInstigator) {
    for (const id of rolling) dice.set(id, await roll(INITIATIVE_FORMULA, [id]));
    return { rolls, dice, rollOffs };
  }
  const byId = new Map(inputs.map((i) => [i.state.id, i]));
  // Decision (VARIANTS.md §6.2, GA-4): under the A5E surprise rule an instigator rolls its own
  // initiative with advantage in round 1 (2d20kh; under ER 2d10 two 2d10 keeping the lower).
  const advantage = round === 1 && config.combat.surprise === "a5e" ? advantageFormula(config) : null;
  const instigators = advantage ? rolling.filter((id) => byId.get(id)?.variant?.memory.instigator === true) : [];
  const requests: DiceRequest[] = [
    ...instigators.filter((id) => config.initiative.model === "er2d10" || needsBaseRoll(byId.get(id)!.variant!.memory, config)).map((id) => ({ key: `id:${id}`, formula: advantage as DiceRequest["formula"], ids: [id] })),
    ...diceRequests(rolling.filter((id) => !instigators.includes(id)).map((id) => ({ id, variant: byId.get(id)!.variant! })), config),
  ];
  const sides = new Map<string, number>();
  for (const req of requests) {
    const total = await roll(req.formula, req.ids);
    for (const id of req.ids) dice.set(id, total);
    if (req.key.startsWith("side:")) sides.set(req.key, total);
  }
  for (let i = 0; i < MAX_OSE_REROLLS; i++) {
    const tied = oseTiedSides(sides, config);
    if (tied.length === 0) break;
    for (const key of tied) {
      const req = requests.find((r) => r.key === key)!;
      const total = await roll(req.formula, req.ids);
      sides.set(key, total);
      for (const id of req.ids) dice.set(id, total);
    }
  }
  if (config.initiative.model === "a5e") {
    for (const req of requests) for (const id of req.ids) rollOffs.set(id, await roll("1d20", [id]));
  }
  return { rolls, dice, rollOffs };
}

/** A chat message's creation data for a round card. */
interface CardMessageData {
  content: string;
  speaker: { alias: string };
  rolls: Roll[];
  flags: Record<string, Record<string, unknown>>;
}

export class ERCombat extends Combat {
  /** The clock, from the system data's absolute counter; null before the combat begins. */
  get clock(): ClockTime | null {
    const absolute = (this.system as unknown as { absolute: number }).absolute;
    if (!this.started || !(absolute > 20)) return null;
    return fromAbsolute(absolute);
  }

  /** The highest round already rolled. */
  get rolledRound(): number {
    return (this.system as unknown as { rolledRound: number }).rolledRound;
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
   * Decision (issue 4, stepping back): combatants keep their latest rolls when the clock goes back
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
    const hookData = update as unknown as { round: number; turn: number | null };
    const hookOptions = { ...options, advanceTime: options.worldTime.delta };
    // combatTurn only when the turn really changes; every clock stop fires enchanted-realms.clockChange.
    if (newRound) Hooks.callAll("combatRound", this, hookData, hookOptions);
    else if (update.turn !== this.turn) Hooks.callAll("combatTurn", this, hookData as { round: number; turn: number }, hookOptions);
    // Dotted system paths are valid update data; the type package's update shape does not list them.
    await this.update(update as unknown as Combat.UpdateData, options as unknown as Combat.Database.UpdateOperation);
  }

  /**
   * Update options of a clock move: its direction, and the world time that passes with it (one
   * second per combat second, rules/schedule.ts), which core advances for the GM's client.
   */
  clockOptions(toAbsoluteSecond: number): { direction: 1 | -1; worldTime: { delta: number } } {
    const from = (this.system as unknown as { absolute: number }).absolute ?? 0;
    return { direction: toAbsoluteSecond >= from ? 1 : -1, worldTime: { delta: clockWorldTimeDelta(from, toAbsoluteSecond) } };
  }

  /**
   * A round transition: everyone able rolls at once (except carried actions, the unable, and, when
   * players roll their own, player-owned combatants); held speech of the round just ended is
   * delivered in the same card. One Combat update, one Combatant batch, one chat message.
   */
  async beginRound(round: number): Promise<void> {
    // The rule variants are read once per transition and passed down (VARIANTS.md §9.4).
    const config = currentVariants();
    // Issue 14: with players rolling their own, a player-owned combatant waits for its owner's roll
    // of the model's die (relayed to the GM's client, which rolls it: rerollUnderModel).
    const model = INITIATIVE_MODELS[config.initiative.model];
    const playersRoll = playersRollOwn() && model.dice !== "none" && model.rollsPer === "combatant";
    const combatants = this.erCombatants;
    const inputs: RoundCombatantInput[] = combatants.map((c) => ({
      state: c.schedulerState,
      name: c.name ?? "",
      hidden: c.hidden,
      parts: c.initiativeParts,
      rollsOwn: playersRoll && c.hasPlayerOwner,
      variant: { ...c.variantInput, checkTotal: a5eCheckTotal(c, round, config) },
    }));
    const { rolls, dice, rollOffs } = await transitionDice(inputs, round, config);
    const allHeld = round > 1 ? this.heldSpeech() : [];
    const held = this.vetSpeech(allHeld).accepted;
    const plan = planRoundTransition({
      round,
      combatants: inputs,
      dice,
      tieBreakUniforms: inputs.map(() => CONFIG.Dice.randomUniform()),
      speech: speechLines(held),
      rollOffs,
    }, config);
    const updates = transitionUpdates(plan, inputs.map((i) => i.state));
    // The escalation die (VARIANTS.md row 5) moves at this round's start in the same Combat update
    // as the clock (nothing is added without the die). Kept apart from the initiative plan: it reads
    // only the Combat's own die and the round. After an ambush round whose rule pauses the die (13th
    // Age, a nominated ambusher) it waits a round (G13A-11).
    const ambushRound = combatants.some((c) => variantMemoryOf(c.erSystem).ambusher);
    Object.assign(updates.combat, escalationRoundUpdate(this.system, round, currentRuleset(), ambushRound));
    const options = this.clockOptions(toAbsolute({ round, second: 1 }));
    // The same update and options objects the Combat is then updated with, as core passes them.
    const hookData = updates.combat as unknown as { round: number; turn: number };
    if (round === 1) Hooks.callAll("combatStart", this, hookData);
    else Hooks.callAll("combatRound", this, hookData, { ...options, advanceTime: options.worldTime.delta });
    const hiddenIds = new Set(combatants.filter((c) => c.hidden).map((c) => c.id));
    await applyTransition(
      {
        // Dotted system paths are valid update data; the type package's update shapes do not list them.
        update: (data) => this.update(data as unknown as Combat.UpdateData, options as unknown as Combat.Database.UpdateOperation),
        // The clock, not the combatants' batch, moves the turn: no turn events from the batch.
        updateEmbeddedDocuments: (name, data) =>
          this.updateEmbeddedDocuments(name, data as unknown as Combatant.UpdateData[], NO_TURN_EVENTS as Combatant.Database.UpdateOperation),
      },
      updates,
      async () => {
        // Decision (issue 4, roll modes): the card follows the GM's roll mode. Held speech is for
        // everyone, so under a private mode it is posted in a public message of its own.
        // v14's in-character mode counts as public (compat.currentMessageMode), so the card is never
        // posted in character and held speech stays in it.
        const mode = currentMessageMode();
        const speechInCard = isPublicMessageMode(mode);
        const publicRows = plan.card.rows.filter((r) => !r.hidden);
        const hiddenRows = plan.card.rows.filter((r) => r.hidden);
        // Issue 14 (OSE side initiative): a side's d6 is listed in the public card only when a
        // combatant players can see acted on it this round; otherwise only in the GM's card, like
        // the hidden rows and their roll.
        const sideOf = new Map(inputs.map((i) => [i.state.id, String(i.variant?.side ?? "")]));
        const visibleSides = new Set(publicRows.filter((r) => r.variant && !r.variant.slow).map((r) => sideOf.get(r.id) ?? ""));
        const sidesWhere = (visible: boolean) => (plan.card.sides ? { sides: plan.card.sides.filter((s) => visibleSides.has(s.side) === visible) } : {});
        const card = { ...plan.card, rows: publicRows, speech: speechInCard ? plan.card.speech : [], ...sidesWhere(true) };
        const content = await foundry.applications.handlebars.renderTemplate(templatePath("combat/round-card.hbs"), roundCardContext(card));
        const alias = game.i18n?.format("ER.Combat.Card.Speaker", { round: String(round) }) ?? "";
        const data: CardMessageData = {
          content,
          speaker: { alias },
          // Decision (issue 8, hidden creatures): every client receives every message it may see, with
          // its content, so hidden creatures' rows and dice are never in the card's content or rolls.
          // They go in a second card whispered to the GMs only (below).
          // A shared roll (a group, an OSE side) is public when any of its combatants is.
          rolls: rolls.filter((r) => r.ids.some((id) => !hiddenIds.has(id))).map((r) => r.roll),
          // Core's initiative marker: Dice So Nice's "ignore initiative rolls" and other modules read it (issue 9).
          flags: { [SYSTEM_ID]: { roundCard: round }, core: { initiativeRoll: true } },
        };
        // The mode is written into the data (v13 applyRollMode, v14 applyMode): compat applies it.
        await ChatMessage.create(applyMessageMode(data, mode) as unknown as ChatMessage.CreateData);
        if (hiddenRows.length > 0) {
          const gmContent = await foundry.applications.handlebars.renderTemplate(
            templatePath("combat/round-card.hbs"),
            { ...roundCardContext({ ...plan.card, rows: hiddenRows, speech: [], ...sidesWhere(false) }), gmOnly: true },
          );
          // Whispered to the GMs by an explicit recipient list, whatever the GM's own message mode.
          await ChatMessage.create({
            content: gmContent,
            speaker: { alias },
            whisper: gmUserIds(),
            rolls: rolls.filter((r) => r.ids.every((id) => hiddenIds.has(id))).map((r) => r.roll),
            flags: { [SYSTEM_ID]: { hiddenRoundCard: round } },
          } as unknown as ChatMessage.CreateData);
        }
        if (!speechInCard && plan.card.speech.length > 0) {
          const speech = await foundry.applications.handlebars.renderTemplate(templatePath("combat/speech-list.hbs"), roundCardContext(plan.card));
          const alias = game.i18n?.localize("ER.Speech.Alias") ?? "";
          // Held speech is for everyone: public in either version, whatever the GM's own mode.
          const speechData = { content: speech, speaker: { alias }, flags: { [SYSTEM_ID]: { speechFor: round - 1 } } };
          await ChatMessage.create(applyMessageMode(speechData, publicMessageMode()) as unknown as ChatMessage.CreateData);
        }
        // Refused (forged) lines are removed with the delivered ones: they are never delivered.
        const ids = allHeld.map((h) => h.message.id).filter((id): id is string => typeof id === "string");
        if (ids.length > 0) await ChatMessage.deleteDocuments(ids);
      },
    );
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
      // Players never write a score: they ask the active GM's client to roll (guards.ts, Decision).
      for (const id of list) {
        const c = this.combatants.get(id);
        if (c instanceof ERCombatant && c.isOwner && this.id && c.awaitsRoll(now.round)) {
          sendRelay({ kind: "roll", combatId: this.id, combatantId: id });
        }
      }
      return this;
    }
    // A combatant whose roll is still being written is not rolled again (a player's double click
    // sends two requests that both pass the relay's check before the first roll lands).
    const free = list.filter((id) => !this.#rolling.has(id));
    for (const id of free) this.#rolling.add(id);
    try {
      await this.#rollFor(free, now);
    } finally {
      for (const id of free) this.#rolling.delete(id);
    }
    return this;
  }

  /** Combatants whose GM roll is being written. */
  #rolling = new Set<string>();

  async #rollFor(list: string[], now: ClockTime): Promise<void> {
    const updates: Record<string, unknown>[] = [];
    const rolled: Array<{ combatant: ERCombatant; roll: Roll }> = [];
    const config = currentVariants();
    for (const id of list) {
      const c = this.combatants.get(id);
      // One action per round (RULES.md §1): an action that has landed this round is not re-rolled.
      if (!(c instanceof ERCombatant) || !c.isOwner || !canRescore(c.erSystem.action, now)) continue;
      if (config.initiative.model !== "er2d10") {
        const redo = await rerollUnderModel(c, now, config);
        if (redo) {
          updates.push(redo.update);
          if (redo.roll) rolled.push({ combatant: c, roll: redo.roll });
        }
        continue;
      }
      const roll = new Roll(INITIATIVE_FORMULA);
      await roll.evaluate();
      const parts = initiativeFromParts(roll.total ?? 0, c.initiativeParts);
      // Only the GM's client gets here (players relay), so the whole action is written at once.
      const action = actionForScoreAt(c.erSystem.action, parts.score, now);
      if (action === null) continue;
      rolled.push({ combatant: c, roll });
      updates.push({
        _id: id,
        initiative: parts.score,
        "system.action": action,
        "system.parts": { round: now.round, ...parts },
      });
    }
    if (updates.length === 0) return;
    await this.updateEmbeddedDocuments("Combatant", updates as unknown as Combatant.UpdateData[], NO_TURN_EVENTS as Combatant.Database.UpdateOperation);
    // The rolls just made, so the dice animate and the roll mode applies: hidden combatants' rolls
    // go to the GM only, as core does for hidden combatants.
    const mode = currentMessageMode();
    for (const [group, groupMode] of [
      [rolled.filter((r) => !r.combatant.hidden), mode],
      [rolled.filter((r) => r.combatant.hidden), gmMessageMode()],
    ] as const) {
      if (group.length === 0) continue;
      const first = group[0]!.combatant;
      const speaker = group.length === 1 ? ChatMessage.getSpeaker({ actor: first.actor, token: first.token, alias: first.name ?? undefined }) : undefined;
      const content = group.map(({ combatant, roll }) => `<p><strong>${foundry.utils.escapeHTML(combatant.name ?? "")}</strong> ${roll.total ?? ""}</p>`).join("");
      const data = { content, speaker, rolls: group.map((r) => r.roll), flavor: game.i18n?.localize("ER.Combat.OwnRoll") ?? "", flags: { core: { initiativeRoll: true } } };
      await ChatMessage.create(applyMessageMode(data, groupMode) as unknown as ChatMessage.CreateData);
    }
  }

  /** Ids of the combatants still waiting for their own roll this round (players-roll setting). */
  awaitingRoll(): ERCombatant[] {
    const now = this.clock;
    if (!now) return [];
    return this.erCombatants.filter((c) => c.awaitsRoll(now.round));
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

  /**
   * Core's "Reset Initiative": clears every combatant's action with its score, so the clock and the
   * tracker agree (nobody acts until rolled again: the next round's start, or Roll All when players
   * roll their own). Tie-breaks stay, so a combatant waiting for its roll can still roll this round.
   */
  override async resetAll(): Promise<this> {
    if (game.user?.isGM !== true) return this;
    // Issue 14: a roll-once model's kept base, any hold and a double move go with it, so the next round rolls afresh.
    const updates = this.erCombatants.map((c) => ({
      _id: c.id,
      initiative: null,
      "system.action": { ...NO_ACTION },
      "system.spellName": "",
      // Issue 14 integration review: a double move declared this round goes with the action it traded
      // (otherwise the new roll would give an action on top of the doubled movement).
      "system.doubleMoveRound": 0,
      "system.variant": { ...variantMemoryOf(c.erSystem), model: "", base: 0, held: 0, readied: false, trigger: "", aheadOf: "" },
    }));
    if (updates.length > 0) {
      await this.updateEmbeddedDocuments("Combatant", updates as unknown as Combatant.UpdateData[], NO_TURN_EVENTS as Combatant.Database.UpdateOperation);
    }
    return this;
  }

  /** Held speech of this combat, from the messages this client holds. */
  heldSpeech(): Array<{ message: ChatMessage.Implementation; flag: HeldSpeechFlag }> {
    return heldSpeechOf(game.messages?.contents ?? [], this.id ?? "");
  }

  /** Held speech split into lines its authors may speak (speaker from the combatant) and forged ones. */
  vetSpeech<M extends SpeechMessageLike & { author?: SpeechAuthor | null }>(held: ReadonlyArray<{ message: M; flag: HeldSpeechFlag }>) {
    return vetHeldSpeech(held, (id) => this.combatants.get(id) as unknown as VoicedCombatant | undefined, this.clock);
  }

  /**
   * Completes a score written to a combatant's `initiative` (an owner's own roll, the GM's edit in
   * the tracker): the active GM re-plans the action from it (rules: actionForScoreAt). A score that
   * may not change the action (it has landed this round) is put back to the action's score.
   */
  async completeScoreEdit(combatant: ERCombatant): Promise<void> {
    const now = this.clock;
    if (!now) return;
    const update = scoreEditUpdate(combatant.erSystem.action, combatant.initiative, now);
    if (update) await combatant.update(update as unknown as Combatant.UpdateData, NO_TURN_EVENTS as Combatant.Database.UpdateOperation);
  }

  /** Marks a combatant's action as a spell with a casting time (0 clears it). */
  async markSpell(combatantId: string, castingSeconds: number, spellName: string): Promise<void> {
    const c = this.combatants.get(combatantId);
    const now = this.clock;
    if (!(c instanceof ERCombatant) || !now || !userMayAdvance(game.user) || !canCast(c.erSystem.action, now)) return;
    const max = maxCastingSeconds(c.erSystem.action);
    if (!Number.isSafeInteger(castingSeconds) || castingSeconds < 0 || castingSeconds > max) {
      ui.notifications?.warn(game.i18n?.format("ER.Combat.Cast.Invalid", { max: String(max) }) ?? "ER.Combat.Cast.Invalid");
      return;
    }
    spellName = String(spellName).slice(0, MAX_SPELL_NAME_LENGTH);
    if (mustRelay()) {
      sendRelay({ kind: "cast", combatId: this.id ?? "", combatantId, seconds: castingSeconds, name: spellName });
      return;
    }
    await c.update({
      "system.action": withCastingAt(c.erSystem.action, castingSeconds, now),
      "system.spellName": castingSeconds > 0 ? spellName : "",
    } as unknown as Combatant.UpdateData, NO_TURN_EVENTS as Combatant.Database.UpdateOperation);
  }

  /**
   * Issue 14, escalation die: the GM's tracker controls (+1, −1, hold, release, reset). GMs only;
   * anyone else's call does nothing (and a direct write is put back, guards.ts).
   */
  async controlEscalation(control: unknown): Promise<void> {
    const update = escalationControlUpdate(this.system, control, game.user, currentRuleset());
    if (update) await this.update(update as unknown as Combat.UpdateData, NO_TURN_EVENTS as unknown as Combat.Database.UpdateOperation);
  }

  /**
   * Issue 14, "Double move (no action)" (VARIANTS.md row 10): the combatant trades this round's
   * action for a doubled movement allowance. The rules decide when that is allowed
   * (doubleMoveRefusal) and what becomes of the action (tradedAction); a refusal is told to the
   * user. The GM's client writes; an owner's client asks it over the authenticated relay
   * (relay-gm.ts checks the sender owns the combatant). The movement code reads `doubleMoveRound`.
   */
  async declareDoubleMove(combatantId: string): Promise<void> {
    const c = this.combatants.get(combatantId);
    const now = this.clock;
    if (!(c instanceof ERCombatant) || !now || !c.isOwner) return;
    const refusal = c.doubleMoveRefusalAt(now);
    if (refusal !== null) {
      ui.notifications?.warn(game.i18n?.localize(`ER.Variants.DoubleMove.Refused.${refusal}`) ?? refusal);
      return;
    }
    if (game.user?.isGM !== true) {
      sendRelay({ kind: "doubleMove", combatId: this.id ?? "", combatantId });
      return;
    }
    const action = tradedAction(c.erSystem.action, now.round);
    await c.update({
      // The score stays the action's own, so `initiative` and the schedule agree (guards.ts).
      initiative: action.score,
      "system.action": action,
      "system.spellName": "",
      "system.doubleMoveRound": now.round,
    } as unknown as Combatant.UpdateData, NO_TURN_EVENTS as Combatant.Database.UpdateOperation);
  }

  /** Delays a combatant's action into the next round. */
  async delayCombatant(combatantId: string): Promise<void> {
    const c = this.combatants.get(combatantId);
    const now = this.clock;
    if (!(c instanceof ERCombatant) || !now || !userMayAdvance(game.user) || !canDelay(c.erSystem.action, now)) return;
    if (mustRelay()) {
      sendRelay({ kind: "delay", combatId: this.id ?? "", combatantId });
      return;
    }
    await c.update({ "system.action": delayedAction(c.erSystem.action, now.round) } as unknown as Combatant.UpdateData, NO_TURN_EVENTS as Combatant.Database.UpdateOperation);
  }
}

/**
 * The combatant update that completes a score written to `initiative` at `now`, or null when there
 * is nothing to do. Every decision is the rules core's (actionForScoreAt); a refused score is put
 * back to the action's own.
 */
export function scoreEditUpdate(action: ActionRecord, initiative: unknown, now: ClockTime): Record<string, unknown> | null {
  if (initiative === null || initiative === undefined) return null;
  const score = scoreFromEntry(initiative);
  // A typed value the rules cannot take as a score (past MAX_INITIATIVE, not finite) is refused
  // like one past the cap: the caller warns and puts the scheduled score back.
  if (score === null) throw new RulesError("OUT_OF_RANGE", "initiative", initiative, "not a score the schedule can take");
  // The score as the rules took it (rounded, floored) is written back, so `initiative` stays the scheduled score.
  if (action.startedRound > 0 && action.score === score) return initiative === score ? null : { initiative: score };
  const next = actionForScoreAt(action, score, now);
  if (next === null) return action.startedRound > 0 ? { initiative: action.score } : null;
  return initiative === score ? { "system.action": next } : { initiative: score, "system.action": next };
}

/** Ids of the GM users (the recipients of GM-only cards). */
function gmUserIds(): string[] {
  return (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
}

/** Whether a Combat update changes its round or the system clock (and so the round's turn order). */
export function roundOrClockChanged(changed: unknown): boolean {
  if (changed === null || typeof changed !== "object") return false;
  const c = changed as { round?: unknown; system?: { absolute?: unknown } };
  return c.round !== undefined || c.system?.absolute !== undefined;
}
