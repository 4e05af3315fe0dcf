/**
 * Fuzz targets of the attack card's reader and checks (RESOLUTION.md R13, R14): a card flag with a
 * hostile ledger, holed rows or save results is either refused or read into a shape every viewer's render and the GM's handlers can use without a throw, within its caps;
 * and a recorded Roll passes roll-check only when it is its formula honestly rolled.
 */
import fc from "fast-check";
import { FLAG_VERSION, MAX_CARD_ROWS, MAX_LEDGER, lastApplication, readCardFlag, type AttackCardFlag } from "../../module/resolution/flag";
import { cardView, type Viewer } from "../../module/resolution/card-view";
import { appliesAgain } from "../../module/resolution/apply-again";
import { checkRoll } from "../../module/resolution/roll-check";
import { mutated, type FuzzTarget } from "./harness";

const fault = (error: unknown) => `throws ${error instanceof Error ? error.name : typeof error}`;
const state = { health: { value: 4, max: 10, below: 0, temp: 0 }, dying: { failures: 0, stable: false, since: null, combat: "" } };
const token = "Scene.scene00000000001.Token.tok0000000000001";
const entry = { tokenUuid: token, op: "apply", amount: 6, before: { ...state, health: { ...state.health, value: 10 } }, after: state, add: [{ id: "unconscious", marker: true }], remove: ["prone"], dead: false, undone: false };
const row = { tokenUuid: token, actorUuid: "Actor.act0000000000001", name: "Goblin", img: "", hidden: false, late: false, rollIndex: 0, outcome: "hit", natural: 12, total: 15, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
const baseFlag = {
  v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Sword", defence: "ac", attackParts: [], untargeted: null,
  damage: { formula: "1d8", rollIndex: 1 }, missDamage: null, damageParts: [], minimumOnHit: false, stamp: null, offClock: false, knockOut: false,
  rows: [row], ledger: [entry, { ...entry, op: "heal", undone: true }],
};
const saveFlag = { ...baseFlag, rows: [{ ...row, rollIndex: null, outcome: null }], ledger: [], save: { effect: { kind: "flat", dc: 12, onSuccess: "half" }, results: [{ tokenUuid: token, natural: 5, total: 5, success: false, onSuccess: "half", playerCharacter: false }] } };
const viewer: Viewer = { isGM: true, reveal: "all", observes: () => true, owns: () => true, defenceOf: () => 12, atZero: () => false, amountOf: () => 6, label: (key) => key };

// The baselines the mutations start from must themselves be read: a refused baseline (a version
// bump, a new required field) would make every mutation "refused" and the targets pass on nothing.
if (readCardFlag(baseFlag) === null || readCardFlag(saveFlag)?.save === undefined) throw new Error("card fuzz: the baseline card flags are no longer read; update them");

/** Sparse copies: an array of the baseline's items with some indices left as holes. */
const holed = (items: readonly unknown[]) => fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }).map((keep) => {
  const out: unknown[] = [];
  keep.forEach((k, i) => {
    if (k) out[i] = structuredClone(items[i % items.length]);
  });
  out.length = keep.length;
  return out;
});

/** The card as every viewer and the GM's handlers read it; a fault when that throws or breaks a cap. */
function readAndUse(flag: unknown): string | null {
  let read: AttackCardFlag | null;
  try {
    read = readCardFlag(flag);
  } catch (error) {
    return `readCardFlag ${fault(error)}`;
  }
  if (!read) return null;
  if (read.rows.length > MAX_CARD_ROWS || read.ledger.length > MAX_LEDGER) return "a card past its caps was read";
  // Index by index: Array#some and #map skip holes, which is how a holed list slipped through.
  for (const list of [read.rows, read.ledger, read.save?.results ?? []] as unknown[][]) {
    for (let i = 0; i < list.length; i++) if (!(i in list) || list[i] === null || typeof list[i] !== "object") return "a list read with a hole or a non-object item";
  }
  for (let i = 0; i < read.ledger.length; i++) {
    const amount = read.ledger[i]!.amount;
    if (!Number.isSafeInteger(amount) || amount < 0) return "a ledger entry read with a bad amount";
  }
  try {
    cardView(read, viewer, [15, 6]);
    for (const r of read.rows) appliesAgain(read, r.tokenUuid, "apply");
    lastApplication(read);
  } catch (error) {
    return `the card's use ${fault(error)}`;
  }
  return null;
}

const ledgerTarget: FuzzTarget = {
  name: "cards.ledger-and-holes",
  group: "validation",
  contract: "readCardFlag on a hostile ledger, holed rows or save results: refused, or read dense and within its caps so that cardView, appliesAgain and lastApplication never throw",
  arbitrary: fc.oneof(
    mutated([baseFlag, saveFlag]),
    holed(baseFlag.ledger).map((ledger) => ({ ...baseFlag, ledger })),
    holed(baseFlag.rows).map((rows) => ({ ...baseFlag, rows })),
    holed(saveFlag.save.results).map((results) => ({ ...saveFlag, save: { ...saveFlag.save, results } })),
    fc.integer({ min: MAX_LEDGER - 2, max: MAX_LEDGER + 2 }).map((n) => ({ ...baseFlag, ledger: Array.from({ length: n }, () => entry) })),
    fc.integer({ min: MAX_CARD_ROWS - 1, max: MAX_CARD_ROWS + 2 }).map((n) => ({ ...baseFlag, ledger: [], rows: Array.from({ length: n }, (_, i) => ({ ...row, tokenUuid: `${token}${i}` })) })),
  ),
  check: readAndUse,
};

/** An honest roll of `n`d`faces` + `flat` with results `results`, in core's serialised shape. */
function honestRoll(n: number, faces: number, keep: "" | "kh" | "kl", flat: number, results: number[]) {
  const sorted = results.map((r, i) => [r, i] as const).sort((a, b) => a[0] - b[0]);
  const kept = keep === "" ? results.map((_, i) => i) : [keep === "kh" ? sorted.at(-1)![1] : sorted[0]![1]];
  const dice = results.map((r, i) => (kept.includes(i) ? { result: r, active: true } : { result: r, active: false, discarded: true }));
  const formula = `${n}d${faces}${keep} + ${flat}`;
  const total = kept.reduce((s, i) => s + results[i]!, 0) + flat;
  return { formula, roll: { formula, total, terms: [{ class: "Die", number: n, faces, modifiers: keep === "" ? [] : [keep], results: dice }, { class: "OperatorTerm", operator: "+" }, { class: "NumericTerm", number: flat }] } };
}

const rollShape = fc
  .record({ n: fc.integer({ min: 1, max: 4 }), faces: fc.constantFrom(4, 6, 8, 10, 12, 20), keep: fc.constantFrom("" as const, "kh" as const, "kl" as const), flat: fc.integer({ min: 0, max: 9 }) })
  .chain((s) => fc.array(fc.integer({ min: 1, max: s.faces }), { minLength: s.n, maxLength: s.n }).map((results) => ({ ...s, results })));

const rollTarget: FuzzTarget = {
  name: "cards.roll-check",
  group: "validation",
  contract: "checkRoll never throws; an honest roll of the formula passes; one whose die leaves its faces, whose total is off, or whose formula differs does not",
  arbitrary: fc.record({ shape: rollShape, forge: fc.constantFrom("none", "face", "total", "formula", "hostile"), hostile: fc.anything() }),
  check(input) {
    const { shape, forge, hostile } = input as { shape: { n: number; faces: number; keep: "" | "kh" | "kl"; flat: number; results: number[] }; forge: string; hostile: unknown };
    const { formula, roll } = honestRoll(shape.n, shape.faces, shape.keep, shape.flat, shape.results);
    const forged = structuredClone(roll) as { total: number; terms: Array<{ results?: Array<{ result: number }> }> };
    if (forge === "face") forged.terms[0]!.results![0]!.result = shape.faces + 1;
    if (forge === "total") forged.total += 1;
    const expected = forge === "formula" ? `${shape.n}d${shape.faces}${shape.keep} + ${shape.flat + 1}` : formula;
    try {
      const verdict = checkRoll(forge === "hostile" ? hostile : forge === "none" ? roll : forged, expected);
      if (forge === "none" && verdict !== "ok") return `an honest roll refused (${verdict})`;
      if (forge !== "none" && verdict === "ok" && !(forge === "hostile" && hostile === roll)) return `a forged roll passed (${forge})`;
      return null;
    } catch (error) {
      return `checkRoll ${fault(error)}`;
    }
  },
};

export function cardTargets(): FuzzTarget[] {
  return [ledgerTarget, rollTarget];
}
