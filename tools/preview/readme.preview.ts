/**
 * `npm run preview`: the README's pictures from the quickstart Adventure's own actors
 * (packs/quickstart): Aelwen's sheet in the forest, and the card of her bow against Grashk and a
 * pack Goblin, built by the real pipeline (planAttack, judgeAttack, rowAmount) and the real card
 * view under the book's rules, with the card's real title. Missing language keys show as the key,
 * as Foundry shows them. `npm run screenshots` photographs these pages.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createHandlebars, localize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage, writeSheetPage } from "./page";
import { buildCharacterContext } from "../../module/sheets/context/actor";
import { sheetRenderContext } from "../../module/sheets/context/shared";
import { CHARACTER_PARTS } from "../../module/sheets/parts";
import { sampleActorInput } from "../../module/sheets/samples";
import type { ActorSourceView } from "../../module/sheets/context/actor";
import type { SheetItem } from "../../module/sheets/context/inventory";
import { attackItemOf, fighterOf } from "../../module/actors/fighter";
import { BOOK_CONFIG, defencesOf, judgeAttack, planAttack, resolveRuleset, rowAmount, sceneScale } from "../../module/rules";
import { healAmount, scaleRow } from "../../module/rules/resolution/gm-scale";
import { cardView, type Viewer } from "../../module/resolution/card-view";
import { FLAG_VERSION, type AttackCardFlag, type CardRow } from "../../module/resolution/flag";

const ROOT = resolve(import.meta.dirname, "../..");
interface PackItem { _id: string; name: string; img: string; type: string; system: Record<string, unknown> }
interface PackActor { _id: string; name: string; type: "character" | "creature"; system: Record<string, unknown>; items: PackItem[] }
const adventure = JSON.parse(readFileSync(join(ROOT, "packs/quickstart/quickstart.json"), "utf8")) as { actors: PackActor[]; scenes: { grid: { distance: unknown; units: unknown } }[] };
const goblin = JSON.parse(readFileSync(join(ROOT, "packs/creatures/goblin.json"), "utf8")) as PackActor;
const byRace = (race: string) => adventure.actors.find((a) => a.system["race"] === race)!;
const aelwen = byRace("Elf");
const grashk = byRace("Saurian");
const sheetItems = (a: PackActor): SheetItem[] => a.items.map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));
const fighter = (a: PackActor) => fighterOf({ type: a.type, system: a.system, items: a.items, statuses: [], playerCharacter: false });
/** Foundry's localize: a key with no string shows as the key. */
const strict = (key: string, data?: Record<string, unknown>): string => {
  try {
    return localize(key, data as never);
  } catch {
    return key;
  }
};

describe("README pictures", () => {
  it("character: Aelwen (elf) in the forest, from the quickstart", () => {
    const input = sampleActorInput("character", aelwen.name, aelwen.system as unknown as ActorSourceView, sheetItems(aelwen), localize, { sceneTerrain: "forest" });
    const hbs = createHandlebars();
    const content = CHARACTER_PARTS.map((p) => renderTemplate(`templates/${p.template}`, sheetRenderContext(buildCharacterContext(input)), hbs)).join("\n");
    const file = writeSheetPage("readme-character", aelwen.name, { title: aelwen.name, classes: "sheet actor character", editable: true, content });
    expect(file).toMatch(/readme-character\.html$/);
  });

  it("attack card: Aelwen's bow against Grashk and a Goblin, the book's rules, as the GM sees it", () => {
    const ruleset = resolveRuleset(BOOK_CONFIG);
    const bowItem = aelwen.items.find((i) => i.type === "weapon" && i.system["inHand"] === true)!;
    const input = { attacker: fighter(aelwen), item: attackItemOf(bowItem), options: { situational: 0, advantage: false, disadvantage: false, rear: false, knockOut: false, escalation: 0, hostileClose: false } };
    const feetPerHex = sceneScale(adventure.scenes[0]!.grid.distance, adventure.scenes[0]!.grid.units).feetPerHex;
    const targets = [grashk, goblin];
    const plan = planAttack(input, targets.map((t, k) => ({ fighter: fighter(t), distanceHexes: 4 + k, feetPerHex, cover: "none" as const, retreating: false })), ruleset);
    // The dice of one throw: 16 against Grashk's AC 15 hits, 9 against the Goblin's 13 misses; the bow's 1d6 rolls 4.
    const naturals = [16, 9];
    const judged = judgeAttack(input, plan, naturals.map((n) => ({ natural: n, diceTotal: n })), ruleset);
    const damage = 4;
    const rows: CardRow[] = targets.map((t, k) => ({
      tokenUuid: `Scene.erQuickstartScn1.Token.${t._id.slice(0, 16)}`, actorUuid: `Actor.${t._id}`, name: t.name, img: "", hidden: false, late: false,
      rollIndex: k, outcome: judged[k]!.outcome, natural: judged[k]!.natural, total: judged[k]!.total, parts: [...judged[k]!.parts],
      multiplier: judged[k]!.multiplier, halvings: judged[k]!.halvings, deals: judged[k]!.deals, distanceHexes: 4 + k, feetPerHex,
    }));
    const flag: AttackCardFlag = {
      v: FLAG_VERSION, actorUuid: `Actor.${aelwen._id}`, itemUuid: `Actor.${aelwen._id}.Item.${bowItem._id}`, itemName: bowItem.name, defence: input.item.defence,
      attackParts: [...plan.parts], untargeted: null, damage: { formula: plan.damage.formula!, rollIndex: 2 }, missDamage: null, damageParts: [...plan.damage.parts],
      minimumOnHit: plan.damage.minimumOnHit, stamp: { round: 1, second: 9, absolute: 9 }, offClock: false, knockOut: false, rows, ledger: [],
    };
    const defences = new Map(targets.map((t) => [`Actor.${t._id}`, defencesOf(fighter(t), ruleset)[input.item.defence]]));
    const viewer: Viewer = {
      isGM: true, reveal: "observers", observes: () => true, owns: () => false, defenceOf: (uuid) => defences.get(uuid) ?? null, atZero: () => false, label: (key) => strict(key),
      amountOf: (row, op) => {
        const k = rows.indexOf(row);
        if (op === "heal") return healAmount(damage);
        return rowAmount(scaleRow(judged[k]!, op === "half" || op === "double" ? op : "asJudged"), { damage, missDamage: 0 }, { damageParts: flag.damageParts, minimumOnHit: flag.minimumOnHit, selfFumble: false }, ruleset);
      },
    };
    const totals: number[] = [];
    totals[2] = damage;
    const title = strict("ER.Resolution.Card.Title", { item: bowItem.name, actor: aelwen.name });
    const body = renderTemplate("templates/chat/attack-card.hbs", { title, view: cardView(flag, viewer, totals) });
    const html = `<section id="chat" class="sidebar-tab chat-sidebar" style="width:280px;box-sizing:border-box"><ol class="chat-log" style="list-style:none;margin:0;padding:0"><li class="chat-message message"><div class="message-content"><div class="er-attack-card" data-er-attack-card>${body}</div></div></li></ol></section>`;
    const file = writePreviewPage("readme-attack-card", title, html);
    expect(title).toBe("Bow: Aelwen (elf) attacks");
    expect(file).toMatch(/readme-attack-card\.html$/);
  });
});
