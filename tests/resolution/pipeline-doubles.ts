/**
 * Minimal stand-ins for the resolution pipeline (module/rules/resolution/, branch res-core) and the
 * actor readers (module/actors/fighter.ts, branch res-data), used by the adapter tests ONLY while
 * those modules are missing: `pipelineOrDoubles` loads the real module first and falls back to
 * these. They follow the signatures of the wave-3 contract and the book's rules (RESOLUTION.md §3:
 * floor 0, cap max, `unconscious` with the marker at 0, R14 undo), nothing more.
 */
type Health = { value: number; max: number; below: number; temp: number };
type Dying = { failures: number; stable: boolean; since: number | null; combat: string };

// The actor readers exist (res-data): the real ones.
export { fighterOf, attackItemOf } from "../../module/actors/fighter";

export function defencesOf(fighter: { defences: Record<string, number> }, _ruleset: unknown) {
  return fighter.defences;
}

export function planAttack(input: { item: { attack: string; damage: string } }, targets: readonly { fighter: { defences: Record<string, number> } }[], _ruleset: unknown) {
  return {
    dice: { kind: "formula", formula: input.item.attack },
    parts: [],
    targets: targets.map((t) => ({ defence: t.fighter.defences["ac"], parts: [], refused: null })),
    damage: { formula: input.item.damage, parts: [], minimumOnHit: false },
    missDamage: null,
  };
}

export function judgeAttack(_input: unknown, plan: { targets: readonly { defence: number }[] }, rolls: readonly ({ natural: number | null; diceTotal: number } | null)[], _ruleset: unknown) {
  return plan.targets.map((t, i) => {
    const r = rolls[i]!;
    const hit = r.diceTotal >= t.defence;
    return { outcome: hit ? "hit" : "miss", natural: r.natural, total: r.diceTotal, defence: t.defence, parts: [], multiplier: 1, halvings: 0, deals: hit ? "damage" : "none" };
  });
}

export function rowAmount(row: { deals: string; multiplier: number; halvings: number }, rolled: { damage: number; missDamage: number }, _ruleset: unknown) {
  const base = row.deals === "damage" ? rolled.damage : row.deals === "missDamage" ? rolled.missDamage : 0;
  return Math.max(0, Math.floor((base * row.multiplier) / 2 ** row.halvings));
}

export function applyHealthChange(input: { fighter: { health: Health; dying: Dying }; statuses: readonly string[]; zeroMarked: boolean; change: { kind: string; amount: number } }, _ruleset: unknown) {
  const h = input.fighter.health;
  const value = input.change.kind === "heal" ? Math.min(h.max, h.value + input.change.amount) : Math.max(0, h.value - input.change.amount);
  const after = { health: { ...h, value }, dying: input.fighter.dying };
  const add = value === 0 && !input.statuses.includes("unconscious") ? [{ id: "unconscious", marker: true }] : [];
  const remove = value > 0 && input.zeroMarked ? ["unconscious"] : [];
  return { before: { health: h, dying: input.fighter.dying }, after, add, remove, dead: false };
}

export function undoCheck(current: Health, entry: { after: { health: Health } }) {
  return JSON.stringify(current) === JSON.stringify(entry.after.health) ? "ok" : "changed";
}

export function undoChange(entry: { before: { health: Health; dying: Dying }; add: readonly { id: string; marker: boolean }[]; remove: readonly string[] }) {
  return { health: entry.before.health, dying: entry.before.dying, add: entry.remove.map((id) => ({ id, marker: id === "unconscious" })), remove: entry.add.map((a) => a.id) };
}

export function landingStamp(round: number, landsAt: number) {
  const r = round + Math.floor((landsAt - 1) / 20);
  const second = ((landsAt - 1) % 20) + 1;
  return { round: r, second, absolute: r * 20 + second };
}
