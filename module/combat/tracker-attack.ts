/**
 * The tracker row's Attack (RESOLUTION.md §7.1 "Rolling": the item's Attack from "the tracker row
 * when it is the combatant's second"). Offered to the combatant's owners and the GM while the clock
 * stands at the combatant's landing second and its actor has an item with an attack; the weapon in
 * hand comes first, and a small choice opens when there are several. The roll itself is the attack
 * card's (installed through rolls/hotbar.ts), against the clicking user's targets.
 */
import { actionSecondIn, type ClockTime, type CombatantState } from "../rules";
import { attackRoller } from "../rolls/hotbar";
import type { ERCombat } from "./combat";
import type { ERCombatant } from "./combatant";
import { attackRank, attacksWith } from "../items/attack-items";

/** An item as the entry reads it (a real Item or a test stand-in). */
export interface AttackItemLike {
  id?: string | null;
  name?: string | null;
  type?: string;
  system?: unknown;
}

/** A user as the entry checks it. */
export interface AttackUser {
  id?: string | null;
  isGM?: boolean;
}

/** The most weapons the choice lists (an actor with more still rolls the first ones offered). */
export const MAX_ROW_ATTACK_CHOICES = 50;

function itemsOf(actor: unknown): AttackItemLike[] {
  const items = (actor as { items?: unknown } | null | undefined)?.items;
  if (!items || typeof (items as Iterable<unknown>)[Symbol.iterator] !== "function") return [];
  return [...(items as Iterable<AttackItemLike>)];
}

/** The actor's items that can attack (items/attack-items.ts: the sheet offers the same), the one in hand first, then equipped weapons, then spells (sheet order within each). */
export function attackItemsOf<T extends AttackItemLike>(actor: { items?: Iterable<T> } | null | undefined): T[] {
  return (itemsOf(actor) as T[])
    .filter(attacksWith)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => attackRank(a.item) - attackRank(b.item) || a.index - b.index)
    .slice(0, MAX_ROW_ATTACK_CHOICES)
    .map((e) => e.item);
}

/**
 * Whether `user` may press Attack on the combatant's row now: a GM or an owner of the combatant,
 * the clock at the combatant's own landing second (RULES.md §2: it acts now), and an item to attack with.
 */
export function mayAttackFromRow(combat: ERCombat, combatant: ERCombatant, user: AttackUser | null | undefined): boolean {
  const now = combat.clock;
  if (!user || !now) return false;
  const mayUse = user.isGM === true || combatant.ownedBy(user);
  return mayUse && attackableAt(combatant.schedulerState, combatant.actor, now);
}

/**
 * The clock half of `mayAttackFromRow`, for a caller that has the user's right and the combatant's
 * state already (the tracker builds every row's once): the clock at its landing second, and an item.
 */
export function attackableAt(state: CombatantState, actor: Parameters<typeof attackItemsOf>[0], now: ClockTime): boolean {
  if (actionSecondIn(state, now.round) !== now.second) return false;
  return attackItemsOf(actor).length > 0;
}

/** Asks which item to attack with; null when the dialog is closed. */
async function promptWeapon(name: string, items: readonly AttackItemLike[]): Promise<string | null> {
  const escape = foundry.utils.escapeHTML;
  const options = items.map((i, n) => `<option value="${n}"${n === 0 ? " selected" : ""}>${escape(i.name ?? "")}</option>`).join("");
  const label = escape(game.i18n?.localize("ER.Combat.RowAttack.Weapon") ?? "");
  const content = `<div class="form-group"><label for="er-row-attack-item">${label}</label><select id="er-row-attack-item" name="item">${options}</select></div>`;
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n?.format("ER.Combat.RowAttack.Title", { name }) ?? "" },
    content,
    buttons: [
      {
        action: "attack",
        label: game.i18n?.localize("ER.Resolution.Card.Attack") ?? "",
        default: true,
        callback: (_event: Event, button: HTMLButtonElement) => {
          const value = button.form ? new FormData(button.form).get("item") : null;
          return typeof value === "string" ? value : "";
        },
      },
    ],
    rejectClose: false,
  });
  return typeof result === "string" ? result : null;
}

/**
 * Rolls the combatant's attack from its row: checked again at the click (the clock may have moved),
 * the only attacking item at once, else the one the user picks. Returns what the card's roller returns.
 */
export async function attackFromRow(combat: ERCombat, combatant: ERCombatant, user: AttackUser | null | undefined = game.user): Promise<unknown> {
  const roll = attackRoller();
  if (!roll || !mayAttackFromRow(combat, combatant, user)) return null;
  const items = attackItemsOf(combatant.actor);
  let item = items[0];
  if (items.length > 1) {
    const picked = await promptWeapon(combatant.name ?? "", items);
    if (picked === null) return null;
    // The form gives an index into the list offered; anything else picks nothing.
    const n = Number(picked);
    item = Number.isSafeInteger(n) ? items[n] : undefined;
  }
  return item ? roll(item) : null;
}
