/**
 * What the tracker reads of a Combat, gathered as plain inputs for the pure context builder
 * (tracker-context.ts): each visible combatant's state, movement inputs and waiting reason.
 */
import {
  doubleMoveRefusalUnderSurprise,
  offeredOwnerCommands,
  surprisedInRound,
  type ClockTime,
  type CombatantCommand,
  type CommandContext,
  type Ruleset,
} from "../rules";
import { currentRuleset } from "../variants/setting";
import { variantMemoryOf } from "./variant-input";
import { commandContextOf, commandViewerOf, mayWorkCombatant } from "./variant-actions";
import { attackableAt } from "./tracker-attack";
import { declaredDoubleMove, phaseFactsOf } from "./phase-facts";
import type { ERCombat } from "./combat";
import type { ERCombatant } from "./combatant";
import { playersRollOwn, userMayAdvance } from "./setting-values";
import type { buildTrackerContext, PartsLabels, RowCommand, TrackerCombatantInput } from "./tracker-context";

// The combatant's movement reads live in phase-facts.ts (the ruler's order reads them too).
export { declaredDoubleMove, forfeitsIn, movementInputOf } from "./phase-facts";

/** Whether the viewing user may declare a double move for the combatant now (rules: canDeclareDoubleMove). */
export function mayDeclareDoubleMove(combat: ERCombat, combatant: ERCombatant, ruleset?: Ruleset): boolean {
  const now = combat.clock;
  return !!now && combatant.isOwner && combatant.doubleMoveRefusalAt(now, ruleset) === null;
}

/** One Intl.PluralRules per language (building one costs more than a tracker row): the tracker builds often. */
const PLURALS = new Map<string, Intl.PluralRules>();
export function pluralRulesFor(lang: string): Intl.PluralRules {
  let rules = PLURALS.get(lang);
  if (!rules) PLURALS.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

/** The parts' column labels, localised. */
export function partsLabels(): PartsLabels {
  const t = (key: string) => game.i18n?.localize(key) ?? key;
  return {
    dice: t("ER.Combat.Parts.dice"),
    quickness: t("ER.Combat.Parts.quickness"),
    weapon: t("ER.Combat.Parts.weapon"),
    encumbrance: t("ER.Combat.Parts.encumbrance"),
    other: t("ER.Combat.Parts.other"),
  };
}

/** The owner commands the current user may use on `c` now, as row buttons; the GM's own marks stay in the context menu. */
export function rowCommandsOf(combat: ERCombat, c: ERCombatant, ruleset: Ruleset = currentRuleset()): RowCommand[] {
  const user = game.user;
  if (!user) return [];
  return rowButtons(offeredOwnerCommands(commandContextOf(combat, c), commandViewerOf(c, user), ruleset), new Map());
}

/**
 * The row buttons of `offered`: one frozen button per command for the whole table (`made` is the
 * build's), so a row of a big table allocates only its list; the context builder copies them.
 */
function rowButtons(offered: readonly CombatantCommand[], made: Map<CombatantCommand, RowCommand>): RowCommand[] {
  return offered.map((k) => {
    let button = made.get(k);
    if (button === undefined) made.set(k, (button = Object.freeze({ id: k.id, labelKey: k.labelKey, icon: k.icon })));
    return button;
  });
}

/** What is the same for every row of one build: read once for the table, not once per combatant. */
interface TableFacts {
  readonly combat: ERCombat;
  readonly user: User.Implementation | null;
  readonly clock: ClockTime | null;
  readonly round: number;
  readonly started: boolean;
  readonly ruleset: Ruleset;
  readonly speakers: ReadonlySet<string>;
  readonly buttons: Map<CombatantCommand, RowCommand>;
}

/** The tracker's input gathered from a Combat for the current user. */
export function trackerInputOf(combat: ERCombat | null): Parameters<typeof buildTrackerContext>[0] {
  const user = game.user ?? null;
  const canAdvance = userMayAdvance(user);
  if (!combat) return { clock: null, combatants: [], canAdvance, playersRoll: playersRollOwn() };
  const clock = combat.clock;
  const ruleset = currentRuleset();
  const table: TableFacts = {
    combat,
    user,
    clock,
    round: clock?.round ?? 0,
    started: combat.started,
    ruleset,
    // Only lines their authors may speak count (a forged flag naming an NPC shows nothing).
    speakers: new Set(combat.vetSpeech(combat.heldSpeech()).accepted.map((h) => h.flag.combatantId)),
    buttons: new Map(),
  };
  const combatants: TrackerCombatantInput[] = [];
  for (const c of combat.erCombatants) if (c.visible) combatants.push(rowInputOf(c, table));
  // "1 hex" / "4 hexes" in the user's language's plural forms (Intl.PluralRules on game.i18n.lang).
  const plurals = pluralRulesFor(game.i18n?.lang ?? "en");
  // The ruleset's own config is the setting's value as resolved (currentVariants would parse it again).
  return { clock, combatId: combat.id, combatants, canAdvance, playersRoll: playersRollOwn(), variants: ruleset.config, ruleset, plural: (n) => plurals.select(n) };
}

/**
 * One combatant's row input. Each fact is read once: its memory, its scheduler state, whether a
 * surprise rule keeps it out of this round, and whether the viewer may work it (the commands and the
 * Attack button ask the same), each as `commandsFor`, `mayDeclareDoubleMove` and
 * `mayAttackFromRow` would work it out for the one combatant.
 */
function rowInputOf(c: ERCombatant, t: TableFacts): TrackerCombatantInput {
  const system = c.erSystem;
  const memory = variantMemoryOf(system);
  const state = c.schedulerState;
  const owner = c.isOwner;
  const { clock, round, ruleset, user } = t;
  const surprised = surprisedInRound(memory.surprised, round, ruleset);
  const mayWork = user !== null && mayWorkCombatant(c, user);
  const ctx: CommandContext = { started: t.started, now: clock, action: system.action, memory };
  const phase = phaseFactsOf(c, memory, clock, ruleset);
  const facts = rowFactsOf(c, user);
  // Named fields, not spreads: a spread in a literal this size is a slow path, once per row.
  return {
    id: c.id ?? "",
    name: c.name ?? "",
    img: c.img ?? "",
    hidden: c.hidden,
    owner,
    state,
    spellName: system.spellName,
    parts: system.parts.round > 0 ? { ...system.parts } : null,
    movement: phase.movement,
    forfeits: phase.forfeits,
    standUp: phase.standUp,
    mountCost: phase.mountCost,
    heldSpeech: t.speakers.has(c.id ?? ""),
    doubleMove: declaredDoubleMove(c),
    canDoubleMove: clock !== null && owner && doubleMoveRefusalUnderSurprise(state, system.doubleMoveRound ?? 0, clock, surprised, ruleset) === null,
    variantStatusKey: memory.held > 0 ? (memory.readied ? "ER.Variants.Initiative.Readied" : "ER.Variants.Initiative.Holding") : surprised ? "ER.Variants.Initiative.Surprised" : null,
    surprisedNow: surprised,
    commands: user === null ? [] : rowButtons(offeredOwnerCommands(ctx, { gm: user.isGM === true, owner: mayWork }, ruleset), t.buttons),
    canAttack: mayWork && clock !== null && attackableAt(state, c.actor, clock),
    // The phase's move order (tracker-move-order.ts): moved when its token has movement history, kept
    // for the phase only (canvas/phase-reset.ts), as the ruler's reminder reads it (canvas/engagement.ts).
    phaseMove: c.token ? { moved: (c.token.movementHistory?.length ?? 0) > 0, memory } : null,
    health: facts.health,
    effects: facts.effects,
    hasToken: facts.hasToken,
  };
}

/**
 * The row's tracked resource, effect icons and ping target. Health is the system's tracked resource
 * (system.json primaryTokenAttribute) and shows, like a token bar, to users who may observe the actor.
 */
export function rowFactsOf(c: ERCombatant, user: User.Implementation | null): Pick<TrackerCombatantInput, "health" | "effects" | "hasToken"> {
  const actor = c.actor;
  const health = (actor?.system as { health?: { value?: unknown; max?: unknown } } | undefined)?.health;
  const seen = actor !== null && user !== null && actor.testUserPermission(user, "OBSERVER");
  const shown = seen && typeof health?.value === "number" && typeof health.max === "number";
  const effects = (actor?.temporaryEffects ?? []).filter((e) => !e.disabled && typeof e.img === "string" && e.img !== "").map((e) => ({ img: e.img ?? "", name: e.name ?? "" }));
  return { health: shown ? { value: health.value as number, max: health.max as number } : null, effects, hasToken: c.token !== null };
}

