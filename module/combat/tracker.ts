/**
 * The combat tracker: the v13 sidebar CombatTracker with its `tracker` part replaced by the
 * system's timeline. It hands plain inputs (tracker-input.ts) to the pure context builder
 * (tracker-context.ts); buttons are ApplicationV2 actions (tracker-actions.ts); the combatant menu
 * renders what the ruleset's modules contribute (tracker-menu.ts).
 */
import { rowBadges } from "./badge-port";
import { templatePath } from "../constants";
import { contextMenuEntryLabel } from "../compat";
import { currentRuleset } from "../variants/setting";
import { initiativeVariantOf } from "../rules";
import { ERCombat } from "./combat";
import { ERCombatant } from "./combatant";
import { playersRollOwn, userMayAdvance } from "./setting-values";
import { buildTrackerContext, type TrackerContext } from "./tracker-context";
import { partsLabels, trackerInputOf } from "./tracker-input";
import { trackerMenuEntries } from "./tracker-menu";
import * as act from "./tracker-actions";
import { pruneCoreControls, relayControls } from "./tracker-controls";
import { escalationTrackerContext } from "./escalation";
import { initiativeModelKey } from "./translate";
import { mayOfferEvasion } from "./evasion";
import { mayOfferPursuitDay } from "./pursuit-day";
import { worldTrackerContext } from "./world";
import { combatClock } from "./clock-state";

const { CombatTracker } = foundry.applications.sidebar.tabs;

export class ERCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      erSpeak: act.onSpeak,
      erRoll: act.onRoll,
      erDelay: act.onDelay,
      erCast: act.onCast,
      erPreviousRound: act.onPreviousRound,
      erPreviousTurn: act.onPreviousTurn,
      erNextTurn: act.onNextTurn,
      erNextRound: act.onNextRound,
      erBegin: act.onBegin,
      erEscalation: act.onEscalation,
      erDoubleMove: act.onDoubleMove,
      erCommand: act.onCommand,
      erAttack: act.onAttack,
      erEvasion: act.onEvasion,
      erPursuitDay: act.onPursuitDay,
      erWorld: act.onWorld,
    },
  };

  static override PARTS = {
    ...CombatTracker.PARTS,
    tracker: {
      template: templatePath("combat/tracker.hbs"),
      templates: [templatePath("combat/turn.hbs"), templatePath("combat/escalation.hbs"), templatePath("combat/world.hbs")],
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

  /** The combatant of a row (its `data-combatant-id`), if it is one of the viewed combat's. */
  combatantOf(target: HTMLElement): ERCombatant | null {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"];
    const c = id ? this.erCombat?.combatants.get(id) : undefined;
    return c instanceof ERCombatant ? c : null;
  }

  protected override async _prepareTrackerContext(
    context: Parameters<InstanceType<typeof CombatTracker>["_prepareTrackerContext"]>[0],
    options: Parameters<InstanceType<typeof CombatTracker>["_prepareTrackerContext"]>[1],
  ): Promise<void> {
    await super._prepareTrackerContext(context, options);
    const combat = this.erCombat;
    const ruleset = currentRuleset();
    const model = initiativeVariantOf(ruleset)?.id ?? null;
    // The part's context is an open record in practice; the type package does not list our keys.
    Object.assign(context, {
      er: buildTrackerContext(trackerInputOf(combat), partsLabels()) satisfies TrackerContext,
      // The escalation die in the header (templates/combat/escalation.hbs), kept apart from `er`.
      erEscalation: combat ? escalationTrackerContext({ ruleset, system: combat.system, started: combat.started, isGM: game.user?.isGM === true }) : null,
      // VARIANTS.md row 43: the World entry at second 1, before its movement phase (world.ts).
      erWorld: combat ? worldTrackerContext({ ruleset, system: combat.system, now: combatClock(combat), isGM: game.user?.isGM === true }) : null,
      // A badge naming the initiative model, shown when one is in force (none: the book's 2d10).
      erModel: model === null ? null : { key: initiativeModelKey(model), model },
      // VARIANTS.md §5.14: the GM's Evasion button before Begin Combat while the rule is in force.
      erEvasion: mayOfferEvasion(combat, game.user, ruleset),
      // 003:L784: a wilderness pursuit under way goes on day by day (pursuit-day.ts).
      erPursuitDay: mayOfferPursuitDay(combat, game.user, ruleset),
      // RESOLUTION.md §7.5: each row's badges (staggered, dying, stable …), from the resolution adapter.
      erBadges: rowBadges(combat),
    });
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
      Object.assign(partContext, {
        er: relayControls({
          isGM: user?.isGM === true,
          mayAdvance: userMayAdvance(user),
          playersRoll: playersRollOwn(),
          started: combat?.started === true,
          hasCombat: combat !== null,
        }),
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

  /** The combatant menu: core's entries but Clear Initiative, then the system's (tracker-menu.ts). */
  protected override _getEntryContextOptions(): ReturnType<InstanceType<typeof CombatTracker>["_getEntryContextOptions"]> {
    // Core's "Clear Initiative" would null the score but leave the action scheduled: the clock owns
    // actions here (the GM edits a score instead), so the entry is removed. Its label key is read from
    // either version's entry shape; the clear itself is refused by clear-guard.ts whatever the label.
    const entries = super._getEntryContextOptions().filter((e) => contextMenuEntryLabel(e) !== "COMBAT.CombatantClear");
    // compat builds the entries in the running version's shape (v13 name/callback, v14 label/onClick).
    return [...entries, ...trackerMenuEntries(this).map((e) => e as (typeof entries)[number])];
  }
}
