/**
 * The combat tracker: the v13 sidebar CombatTracker with its `tracker` part replaced by the
 * system's timeline. It gathers plain inputs from the viewed Combat and hands them to the pure
 * context builder (tracker-context.ts); buttons are ApplicationV2 actions.
 */
import { templatePath } from "../constants";
import { actorProfile } from "../actors/profile";
import { tokenTerrain } from "../scene/token-terrain";
import { declaredDoubleMoveSpeed, surprisedInRound, type MovementInput } from "../rules";
import { variantMemoryOf } from "./variant-input";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { playersRollOwn, userMayAdvance } from "./setting-values";
import { buildTrackerContext, type PartsLabels, type TrackerCombatantInput, type TrackerContext } from "./tracker-context";
import { promptCast, promptReadyTrigger, promptSituational, promptSpeech } from "./dialogs";
import { contextMenuEntry, contextMenuEntryLabel } from "../compat";
import { declareSpeech } from "./speech-actions";
import { pruneCoreControls, relayControls } from "./tracker-controls";
import { escalationTrackerContext } from "./escalation";
import { currentRuleset, currentVariants } from "../variants/setting";
import { initiativeModelKey } from "./translate";
import { actNowCombatant, holdCombatant, mayWorkCombatant, rollOseSurprise, toggleAmbusher, toggleInstigator, toggleSurprised, variantActionsOf } from "./variant-actions";

const { CombatTracker } = foundry.applications.sidebar.tabs;

/** Movement inputs of a combatant: its actor's profile, the terrain under its token, its conditions. */
export function movementInputOf(combatant: ERCombatant): MovementInput | null {
  const actor = combatant.actor;
  if (!actor) return null;
  // Issue 14: a double move declared for this round doubles the speed before terrain (rules: doubleMoveSpeed).
  const profile = actorProfile(actor).movement;
  // A declaration stands for its round even if the variant is turned off meanwhile (rules: declaredDoubleMoveSpeed).
  const m = declaredDoubleMove(combatant) ? declaredDoubleMoveSpeed(profile, combatant.erSystem.doubleMoveRound ?? 0, combatant.parent?.round ?? 0) : profile;
  const here = tokenTerrain(combatant.token);
  return {
    speed: m.speed,
    terrain: here.terrain,
    steep: here.steep,
    adaptation: m.adaptation,
    sureFooted: m.sureFooted,
    encumbranceSteps: m.encumbranceSteps,
    immobile: m.immobile,
    conditions: combatant.conditionIds,
  };
}

/** Issue 14: whether the combatant declared "Double move" for the round its combat is in. */
export function declaredDoubleMove(combatant: ERCombatant): boolean {
  const round = combatant.parent?.round ?? 0;
  return round > 0 && (combatant.erSystem.doubleMoveRound ?? 0) === round;
}

/** Issue 14: whether the viewing user may declare a double move for the combatant now (rules: canDeclareDoubleMove). */
function mayDeclareDoubleMove(combat: ERCombat, combatant: ERCombatant): boolean {
  const now = combat.clock;
  return !!now && combatant.isOwner && combatant.doubleMoveRefusalAt(now) === null;
}

function partsLabels(): PartsLabels {
  const t = (key: string) => game.i18n?.localize(key) ?? key;
  return {
    dice: t("ER.Combat.Parts.dice"),
    quickness: t("ER.Combat.Parts.quickness"),
    weapon: t("ER.Combat.Parts.weapon"),
    encumbrance: t("ER.Combat.Parts.encumbrance"),
    other: t("ER.Combat.Parts.other"),
  };
}

/** The tracker's input gathered from a Combat for the current user. */
export function trackerInputOf(combat: ERCombat | null): Parameters<typeof buildTrackerContext>[0] {
  const user = game.user;
  const canAdvance = userMayAdvance(user);
  if (!combat) return { clock: null, combatants: [], canAdvance, playersRoll: playersRollOwn() };
  // Only lines their authors may speak count (a forged flag naming an NPC shows nothing).
  const speakers = new Set(combat.vetSpeech(combat.heldSpeech()).accepted.map((h) => h.flag.combatantId));
  const combatants: TrackerCombatantInput[] = combat.erCombatants
    .filter((c) => c.visible)
    .map((c) => ({
      id: c.id ?? "",
      name: c.name ?? "",
      img: c.img ?? "",
      hidden: c.hidden,
      owner: c.isOwner,
      state: c.schedulerState,
      spellName: c.erSystem.spellName,
      parts: c.erSystem.parts.round > 0 ? { ...c.erSystem.parts } : null,
      movement: movementInputOf(c),
      heldSpeech: speakers.has(c.id ?? ""),
      doubleMove: declaredDoubleMove(c),
      canDoubleMove: mayDeclareDoubleMove(combat, c),
      variantStatusKey: variantStatusKeyOf(c, combat.clock?.round ?? 0),
      surprisedNow: surprisedInRound(variantMemoryOf(c.erSystem).surprised, combat.clock?.round ?? 0, currentRuleset()),
    }));
  return { clock: combat.clock, combatants, canAdvance, playersRoll: playersRollOwn(), variants: currentVariants() };
}

/** Issue 14: a held, readied or surprised combatant's waiting label (null: the book's reasons). */
export function variantStatusKeyOf(c: ERCombatant, round: number): string | null {
  const memory = variantMemoryOf(c.erSystem);
  if (memory.held > 0) return memory.readied ? "ER.Variants.Initiative.Readied" : "ER.Variants.Initiative.Holding";
  if (surprisedInRound(memory.surprised, round, currentRuleset())) return "ER.Variants.Initiative.Surprised";
  return null;
}

export class ERCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      erSpeak: ERCombatTracker.#onSpeak,
      erRoll: ERCombatTracker.#onRoll,
      erDelay: ERCombatTracker.#onDelay,
      erCast: ERCombatTracker.#onCast,
      erPreviousRound: ERCombatTracker.#onPreviousRound,
      erPreviousTurn: ERCombatTracker.#onPreviousTurn,
      erNextTurn: ERCombatTracker.#onNextTurn,
      erNextRound: ERCombatTracker.#onNextRound,
      erBegin: ERCombatTracker.#onBegin,
      erEscalation: ERCombatTracker.#onEscalation,
      erDoubleMove: ERCombatTracker.#onDoubleMove,
    },
  };

  static override PARTS = {
    ...CombatTracker.PARTS,
    tracker: {
      template: templatePath("combat/tracker.hbs"),
      templates: [templatePath("combat/turn.hbs"), templatePath("combat/escalation.hbs")],
      scrollable: [""],
    },
    // Clock controls for trusted users the advance setting admits (tracker-controls.ts, Decision).
    erControls: { template: templatePath("combat/relay-controls.hbs") },
  };

  /** The viewed combat as the system's Combat class. */
  get erCombat(): ERCombat | null {
    const combat = this.viewed;
    return combat instanceof ERCombat ? combat : null;
  }

  protected override async _prepareTrackerContext(
    context: Parameters<InstanceType<typeof CombatTracker>["_prepareTrackerContext"]>[0],
    options: Parameters<InstanceType<typeof CombatTracker>["_prepareTrackerContext"]>[1],
  ): Promise<void> {
    await super._prepareTrackerContext(context, options);
    const er: TrackerContext = buildTrackerContext(trackerInputOf(this.erCombat), partsLabels());
    // The part's context is an open record in practice; the type package does not list our key.
    (context as unknown as { er: TrackerContext }).er = er;
    // Issue 14: the escalation die in the header (templates/combat/escalation.hbs), kept apart from `er`.
    const combat = this.erCombat;
    (context as unknown as { erEscalation: unknown }).erEscalation = combat
      ? escalationTrackerContext({ config: currentVariants(), system: combat.system, started: combat.started, isGM: game.user?.isGM === true })
      : null;
    // Issue 14: a badge naming the initiative model, shown when it is not the book's.
    const model = currentVariants().initiative.model;
    (context as unknown as { erModel: { key: string; model: string } | null }).erModel = model === "er2d10" ? null : { key: initiativeModelKey(model), model };
  }

  protected override async _preparePartContext(
    partId: string,
    context: Parameters<InstanceType<typeof CombatTracker>["_preparePartContext"]>[1],
    options: Parameters<InstanceType<typeof CombatTracker>["_preparePartContext"]>[2],
  ): ReturnType<InstanceType<typeof CombatTracker>["_preparePartContext"]> {
    const partContext = await super._preparePartContext(partId, context, options);
    if (partId === "erControls") {
      const combat = this.erCombat;
      const user = game.user;
      // Each part has its own context object; the type package does not list our key.
      (partContext as unknown as { er: unknown }).er = relayControls({
        isGM: user?.isGM === true,
        mayAdvance: userMayAdvance(user),
        playersRoll: playersRollOwn(),
        started: combat?.started === true,
        hasCombat: combat !== null,
      });
    }
    return partContext;
  }

  /** Core's Roll NPCs (and, for non-GMs, Roll All) are removed: see tracker-controls.ts. */
  protected override async _onRender(
    context: Parameters<InstanceType<typeof CombatTracker>["_onRender"]>[0],
    options: Parameters<InstanceType<typeof CombatTracker>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    pruneCoreControls(this.element, { isGM: game.user?.isGM === true });
  }

  /** Adds the GM's situational modifier to the combatant context menu. */
  protected override _getEntryContextOptions(): ReturnType<InstanceType<typeof CombatTracker>["_getEntryContextOptions"]> {
    // Core's "Clear Initiative" would null the score but leave the action scheduled: the clock owns
    // actions here (the GM edits a score instead), so the entry is removed. Its label key is read from
    // either version's entry shape; the clear itself is refused by clear-guard.ts whatever the label.
    const entries = super._getEntryContextOptions().filter((e) => contextMenuEntryLabel(e) !== "COMBAT.CombatantClear");
    const entry = contextMenuEntry({
      label: game.i18n?.localize("ER.Combat.Situational.Title") ?? "",
      icon: "fa-solid fa-plus-minus",
      visible: () => game.user?.isGM === true,
      onClick: async (target) => {
        const c = ERCombatTracker.#combatantOf.call(this, target);
        if (!c) return;
        const value = await promptSituational(c);
        if (value !== null) await c.update({ "system.situational": value } as unknown as Combatant.UpdateData);
      },
    });
    // Issue 14: "Double move (no action)" for the GM or the combatant's owner, while the rules allow it.
    const doubleMove = contextMenuEntry({
      label: game.i18n?.localize("ER.Variants.DoubleMove.Entry") ?? "",
      icon: "fa-solid fa-person-running",
      visible: (target) => {
        const c = ERCombatTracker.#combatantOf.call(this, target);
        const combat = this.erCombat;
        return !!c && !!combat && mayDeclareDoubleMove(combat, c);
      },
      onClick: async (target) => {
        const c = ERCombatTracker.#combatantOf.call(this, target);
        if (c?.id) await this.erCombat?.declareDoubleMove(c.id);
      },
    });
    // compat builds the entry in the running version's shape (v13 name/callback, v14 label/onClick).
    return [...entries, entry as unknown as (typeof entries)[number], doubleMove as unknown as (typeof entries)[number], ...this.#variantEntries().map((e) => e as unknown as (typeof entries)[number])];
  }

  /**
   * Issue 14 (VARIANTS.md §9.2): Hold action, Ready, Act now where the model allows them, for the GM
   * or an owner (a non-GM's choice is relayed and checked again by the active GM); the GM's
   * surprise mark before Begin Combat when a surprise rule is on.
   */
  #variantEntries(): unknown[] {
    const of = (target: HTMLElement) => {
      const c = ERCombatTracker.#combatantOf.call(this, target);
      const combat = this.erCombat;
      return c && combat && mayWorkCombatant(c, game.user) ? { c, combat } : null;
    };
    const t = (key: string) => game.i18n?.localize(key) ?? key;
    const actionEntry = (labelKey: string, icon: string, which: "hold" | "ready" | "actNow", run: (combat: ERCombat, id: string) => Promise<void>) =>
      contextMenuEntry({
        label: t(labelKey),
        icon,
        visible: (target) => {
          const w = of(target);
          return w !== null && variantActionsOf(w.combat, w.c)[which];
        },
        onClick: async (target) => {
          const w = of(target);
          if (w?.c.id) await run(w.combat, w.c.id);
        },
      });
    return [
      actionEntry("ER.Variants.Initiative.Hold", "fa-solid fa-hourglass-half", "hold", (combat, id) => holdCombatant(combat, id, null)),
      actionEntry("ER.Variants.Initiative.Ready", "fa-solid fa-crosshairs", "ready", async (combat, id) => {
        const trigger = await promptReadyTrigger(combat.combatants.get(id)?.name ?? "");
        if (trigger !== null) await holdCombatant(combat, id, trigger);
      }),
      actionEntry("ER.Variants.Initiative.ActNow", "fa-solid fa-bolt", "actNow", (combat, id) => actNowCombatant(combat, id)),
      contextMenuEntry({
        label: t("ER.Variants.Initiative.ToggleSurprised"),
        icon: "fa-solid fa-eye-slash",
        visible: (target) => {
          const combat = this.erCombat;
          return game.user?.isGM === true && combat !== null && !combat.started && currentVariants().combat.surprise !== "off" && ERCombatTracker.#combatantOf.call(this, target) !== null;
        },
        onClick: async (target) => {
          const c = ERCombatTracker.#combatantOf.call(this, target);
          const combat = this.erCombat;
          if (c?.id && combat) await toggleSurprised(combat, c.id);
        },
      }),
      contextMenuEntry({
        label: t("ER.Variants.Initiative.RollOseSurprise"),
        icon: "fa-solid fa-dice-six",
        visible: (target) => {
          const combat = this.erCombat;
          return game.user?.isGM === true && combat !== null && !combat.started && currentVariants().combat.surprise === "ose" && ERCombatTracker.#combatantOf.call(this, target) !== null;
        },
        onClick: async (target) => {
          const c = ERCombatTracker.#combatantOf.call(this, target);
          const combat = this.erCombat;
          if (c?.id && combat) await rollOseSurprise(combat, c.id);
        },
      }),
      contextMenuEntry({
        label: t("ER.Variants.Initiative.ToggleInstigator"),
        icon: "fa-solid fa-hand-fist",
        visible: (target) => {
          const combat = this.erCombat;
          return game.user?.isGM === true && combat !== null && !combat.started && currentVariants().combat.surprise === "a5e" && ERCombatTracker.#combatantOf.call(this, target) !== null;
        },
        onClick: async (target) => {
          const c = ERCombatTracker.#combatantOf.call(this, target);
          const combat = this.erCombat;
          if (c?.id && combat) await toggleInstigator(combat, c.id);
        },
      }),
      contextMenuEntry({
        label: t("ER.Variants.Initiative.ToggleAmbusher"),
        icon: "fa-solid fa-user-ninja",
        visible: (target) => {
          const combat = this.erCombat;
          return game.user?.isGM === true && combat !== null && !combat.started && currentVariants().combat.surprise === "a13" && ERCombatTracker.#combatantOf.call(this, target) !== null;
        },
        onClick: async (target) => {
          const c = ERCombatTracker.#combatantOf.call(this, target);
          const combat = this.erCombat;
          if (c?.id && combat) await toggleAmbusher(combat, c.id);
        },
      }),
    ];
  }

  static #combatantOf(this: ERCombatTracker, target: HTMLElement): ERCombatant | null {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const c = id ? this.erCombat?.combatants.get(id) : undefined;
    return c instanceof ERCombatant ? c : null;
  }

  static async #onSpeak(this: ERCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.erCombat;
    const c = ERCombatTracker.#combatantOf.call(this, target);
    if (!combat || !c) return;
    const text = await promptSpeech(c.name ?? "");
    if (text) await declareSpeech(combat, c, text);
  }

  static async #onRoll(this: ERCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const c = ERCombatTracker.#combatantOf.call(this, target);
    if (c?.id) await this.erCombat?.rollInitiative([c.id]);
  }

  static async #onDelay(this: ERCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const c = ERCombatTracker.#combatantOf.call(this, target);
    if (c?.id) await this.erCombat?.delayCombatant(c.id);
  }

  static async #onPreviousRound(this: ERCombatTracker): Promise<void> {
    await this.erCombat?.previousRound();
  }

  static async #onPreviousTurn(this: ERCombatTracker): Promise<void> {
    await this.erCombat?.advance(-1);
  }

  static async #onNextTurn(this: ERCombatTracker): Promise<void> {
    await this.erCombat?.advance(1);
  }

  static async #onNextRound(this: ERCombatTracker): Promise<void> {
    await this.erCombat?.nextRound();
  }

  static async #onBegin(this: ERCombatTracker): Promise<void> {
    await this.erCombat?.startCombat();
  }

  /** Issue 14: the GM's escalation die controls (`data-control`: increase, decrease, hold, release, reset). */
  static async #onEscalation(this: ERCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.erCombat?.controlEscalation(target.dataset["control"]);
  }

  /** Issue 14: "Double move (no action)" from the row (the same as the context entry). */
  static async #onDoubleMove(this: ERCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const c = ERCombatTracker.#combatantOf.call(this, target);
    if (c?.id) await this.erCombat?.declareDoubleMove(c.id);
  }

  static async #onCast(this: ERCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const c = ERCombatTracker.#combatantOf.call(this, target);
    if (!c?.id) return;
    const choice = await promptCast(c);
    if (choice) await this.erCombat?.markSpell(c.id, choice.castingSeconds, choice.name);
  }
}
