/**
 * One attack against 20 targets under the book, from the roll results to the rows and their amounts
 * (planAttack + judgeAttack + rowAmount per target, RESOLUTION.md R2–R5). Target: ≤ 1 ms.
 */
import { bench, describe } from "vitest";
import { BOOK_RULESET } from "../ruleset/resolve";
import { judgeAttack, planAttack, rowAmount } from "./attack";
import { fighter, item, options, target } from "../../../tests/support/fighters";

const input = { attacker: fighter(), item: item({ attack: "1d20 + 2", damage: "1d8 + 1" }), options: options({ situational: 1 }) };
const targets = Array.from({ length: 20 }, (_, i) => target(fighter({ kind: "creature", defences: { ac: 10 + (i % 8), pd: 10, md: 10 }, armour: [{ defence: i % 3, shield: false }, { defence: 1, shield: true }] })));
const rolls = targets.map((_, i) => ({ natural: 1 + ((i * 7) % 20), diceTotal: 3 + ((i * 7) % 20) }));

describe("resolving an attack", () => {
  bench("20 targets: plan, judge and amounts (target ≤ 1 ms)", () => {
    const plan = planAttack(input, targets, BOOK_RULESET);
    const rows = judgeAttack(input, plan, rolls, BOOK_RULESET);
    const ctx = { damageParts: plan.damage.parts, minimumOnHit: plan.damage.minimumOnHit, selfFumble: false };
    for (const row of rows) rowAmount(row, { damage: 6, missDamage: 0 }, ctx, BOOK_RULESET);
  });
});
