/**
 * `npm run preview`: the system's other chat cards in the 280 px chat column: item rolls (a
 * weapon's and a spell's damage, a skill's check; the flavor line from the real roll plan, in a
 * stand-in for core's roll message, which the system does not template), a held speech, the
 * speech delivered at a round's end, and the notice of a death with its undo.
 */
import { it, expect } from "vitest";
import { itemRollPlan } from "../../module/rolls/plan";
import { speechLines } from "../../module/combat/speech";
import { localize, renderTemplate } from "../../tests/support/handlebars";
import { writePreviewPage } from "./page";

/** Core's roll message, reduced to its parts (flavor, formula, total); the total is the preview's. */
function rollMessage(type: string, itemName: string, actorName: string | null, formula: string, total: number): string {
  const plan = itemRollPlan({ type, itemName, actorName, formula });
  if (plan.kind !== "roll") throw new Error(`the preview's ${type} roll is refused: ${plan.message.key}`);
  const flavor = localize(plan.flavor.key, plan.flavor.data);
  return `<div class="message-content"><span class="flavor-text">${flavor}</span>
<div class="dice-roll"><div class="dice-result"><div class="dice-formula">${plan.formula}</div><h4 class="dice-total">${total}</h4></div></div></div>`;
}

const message = (kind: string, header: string, content: string) =>
  `<li class="chat-message message" data-card="${kind}"><header class="message-header"><h4 class="message-sender">${header}</h4></header>${content}</li>`;

it("writes the chat cards preview", () => {
  const cards = [
    message("weapon", "Gryf", rollMessage("weapon", "Great axe of the Unusually Long Name", "Gryf", "1d10 + 2", 9)),
    message("spell", "Ysolde", rollMessage("spell", "Fire bolt", "Ysolde", "2d6", 7)),
    message("skill", "Gryf", rollMessage("skill", "Quickness", "Gryf", "1d20 + 23", 31)),
    message("skill-unowned", "Gamemaster", rollMessage("skill", "Climbing", null, "1d20", 12)),
    message("held-speech", "Elda", `<div class="message-content">${renderTemplate("templates/combat/held-speech.hbs", { round: 1, second: 14, text: "Behind you! The ogre is circling round the standing stones." })}</div>`),
    message("speech", "Gamemaster", `<div class="message-content">${renderTemplate("templates/combat/speech-list.hbs", {
      speech: speechLines([
        { flag: { combatId: "c1", combatantId: "elda", speaker: "Elda", text: "Behind you!", round: 1, second: 14 } },
        { flag: { combatId: "c1", combatantId: "brakka", speaker: "Brakka the Unbreakable", text: "Hold the line at the bridge until the mules are across.", round: 1, second: 20 } },
      ]),
    })}</div>`),
    message("dead-notice", "Gamemaster", `<div class="message-content">${renderTemplate("templates/chat/dead-notice.hbs", { name: "OgreOfTheUnusuallyLongUnbreakableNameXYZ" })}</div>`),
  ];
  const body = `<section id="chat" class="sidebar-tab chat-sidebar" style="width:280px;box-sizing:border-box"><ol class="chat-log" style="list-style:none;margin:0;padding:0">${cards.join("\n")}</ol></section>`;
  const file = writePreviewPage("chat-cards", "Item rolls, speech and the death notice in the 280 px chat column", body);
  expect(file).toMatch(/chat-cards\.html$/);
});
