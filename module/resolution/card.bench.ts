/**
 * RESOLUTION.md §9 performance: an attack against 20 targets, from the roll results to the card's
 * context (planAttack → judgeAttack → the card's rows → cardView, each row's amount through
 * rowAmount as the card computes it), for the GM and for a player. Target: ≤ 1 ms.
 */
import { bench, describe } from "vitest";
import { BOOK_RULESET } from "../rules/ruleset/resolve";
import { judgeAttack, planAttack, rowAmount } from "../rules/resolution/attack";
import { fighter, item, options, target } from "../../tests/support/fighters";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "./flag";
import { cardView, type Viewer } from "./card-view";

const input = { attacker: fighter(), item: item({ attack: "1d20 + 2", damage: "1d8 + 1" }), options: options({ situational: 1 }) };
const targets = Array.from({ length: 20 }, (_, i) => target(fighter({ kind: "creature", defences: { ac: 10 + (i % 8), pd: 10, md: 10 } })));
const rolls = targets.map((_, i) => ({ natural: 1 + ((i * 7) % 20), diceTotal: 3 + ((i * 7) % 20) }));
const uuids = targets.map((_, i) => `Scene.s0000000000000001.Token.t${String(i).padStart(15, "0")}`);

function viewer(isGM: boolean): Viewer {
  return {
    isGM,
    reveal: "observers",
    observes: () => false,
    owns: (uuid) => uuid.endsWith("0"),
    defenceOf: () => 14,
    atZero: () => false,
    amountOf: (row, op) => rowAmount({ ...row, outcome: row.outcome ?? "hit", defence: 0, halvings: row.halvings + (op === "half" ? 1 : 0) }, { damage: 6, missDamage: 0 }, { damageParts: [], minimumOnHit: false, selfFumble: false }, BOOK_RULESET),
    label: (key) => key,
  };
}

function resolve(isGM: boolean): void {
  const plan = planAttack(input, targets, BOOK_RULESET);
  const judged = judgeAttack(input, plan, rolls, BOOK_RULESET);
  const rows: CardRow[] = judged.map((r, i) => ({
    tokenUuid: uuids[i]!, actorUuid: uuids[i]!, name: `Goblin ${i}`, img: "", hidden: i % 5 === 0, late: false, rollIndex: i,
    outcome: r.outcome, natural: r.natural, total: r.total, parts: [...r.parts], multiplier: r.multiplier, halvings: r.halvings, deals: r.deals,
  }));
  const flag: AttackCardFlag = {
    v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.i000000000000001", itemName: "Sword", defence: input.item.defence, attackParts: [...plan.parts],
    untargeted: null, damage: { formula: "1d8 + 1", rollIndex: 20 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false, rows, ledger: [],
  };
  cardView(flag, viewer(isGM), rolls.map((r) => r.diceTotal));
}

describe("an attack card's context", () => {
  bench("20 targets, roll results to the GM's card context (target ≤ 1 ms)", () => resolve(true));
  bench("20 targets, roll results to a player's card context (target ≤ 1 ms)", () => resolve(false));
});
