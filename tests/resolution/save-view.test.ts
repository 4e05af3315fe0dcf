/** The save card shows the number each row is judged against (R12, R11; OSE's saves 003:L189–L196). */
import { describe, expect, it } from "vitest";
import { saveCardView, type SaveViewer } from "../../module/resolution/save-view";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";
import { PRESETS } from "../../module/rules/ruleset/config";
import { resolveRuleset } from "../../module/rules/ruleset/resolve";
import { planSave, saveReadsDc } from "../../module/rules/resolution/save";
import { fighter } from "../support/fighters";
import { localize, renderTemplate } from "../support/handlebars";

const row: CardRow = { tokenUuid: "Scene.scene00000000001.Token.tok0000000000001", actorUuid: "Actor.grashk0000000001", name: "Grashk", img: "", hidden: false, late: false, rollIndex: null, outcome: null, natural: null, total: null, parts: [], multiplier: 1, halvings: 0, deals: "damage" };
const flag = (kind: "flat" | "breath"): AttackCardFlag => ({
  v: FLAG_VERSION, actorUuid: null, itemUuid: "Item.item000000000001", itemName: "Flame Burst", defence: "ac", attackParts: [], untargeted: null, damage: { formula: "2d6", rollIndex: 0 }, missDamage: null, damageParts: [], minimumOnHit: false,
  stamp: null, offClock: false, knockOut: false, rows: [row], ledger: [],
  save: { effect: { kind, dc: 12, onSuccess: null }, results: [{ tokenUuid: row.tokenUuid, natural: 14, total: 14, success: false, onSuccess: "half", playerCharacter: true }] },
});
const viewer = (over: Partial<SaveViewer>): SaveViewer => ({ isGM: true, reveal: "observers", observes: () => false, owns: () => false, defenceOf: () => 15, atZero: () => false, amountOf: () => 3, label: (k) => localize(k), ...over });

describe("A save card says what each row is judged against", () => {
  it("under OSE the header leaves the DC out and the row reads 'needs 17' (the normal human's breath save)", () => {
    const ose = resolveRuleset(PRESETS.ose);
    const grashk = fighter();
    const target = planSave(grashk, { kind: "breath", dc: 12, onSuccess: null }, { cover: "none", advantage: false, disadvantage: false }, ose).target;
    expect(target).toBe(17);
    expect(saveReadsDc(grashk, { kind: "breath", dc: 12, onSuccess: null }, ose)).toBe(false);
    const view = saveCardView(flag("breath"), viewer({ saveTargetOf: () => target, saveReadsDc: false }))!;
    expect(view.against).toBe("Save (breath) against each target's own save number");
    expect(view.rows[0]!.needs).toBe("needs 17");
    const text = renderTemplate("templates/chat/save-card.hbs", { title: "Flame Burst", view }).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("total 14 (d20 14 ) needs 17");
    expect(text).not.toMatch(/\b12\b/);
  });

  it("under the book the DC is the number: 'Save (plain d20) against 12', the row 'needs 12'", () => {
    const book = resolveRuleset(PRESETS.book);
    expect(saveReadsDc(fighter(), { kind: "flat", dc: 12, onSuccess: null }, book)).toBe(true);
    const view = saveCardView(flag("flat"), viewer({ saveTargetOf: () => 12, saveReadsDc: true }))!;
    expect(view.against).toBe("Save (plain d20) against 12");
    expect(view.rows[0]!.needs).toBe("needs 12");
  });

  it("R11 a player who may not see the target's numbers gets no 'needs'", () => {
    const view = saveCardView(flag("breath"), viewer({ isGM: false, saveTargetOf: () => 17, saveReadsDc: false }))!;
    expect(view.rows[0]!.needs).toBeNull();
  });
});
