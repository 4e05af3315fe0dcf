/**
 * The GM's World entry controls (VARIANTS.md row 43): use a world action (world.ts useWorld) and
 * edit the list of world actions in a small dialog, one action a line. Only the GM is offered
 * them; each is checked again here and by the rules.
 */
import { templatePath } from "../constants";
import { MAX_WORLD_ACTIONS, MAX_WORLD_ACTION_NAME } from "../rules";
import { currentRuleset } from "../variants/setting";
import { combatClock } from "./clock-state";
import { parseWorldLines, useWorld, worldOf, type WorldCombat } from "./world";

const { DialogV2 } = foundry.applications.api;

/** The longest text the edit dialog accepts: every line at its longest name plus its recharge and flag. */
const MAX_LINES_TEXT = MAX_WORLD_ACTIONS * (MAX_WORLD_ACTION_NAME + 16);

function warn(key: string, data?: Record<string, string>): void {
  ui.notifications?.warn(data ? (game.i18n?.format(key, data) ?? key) : (game.i18n?.localize(key) ?? key));
}

/** The list as the dialog shows it, one action a line. */
export function worldLines(combat: { system: unknown }): string {
  return worldOf(combat.system).actions.map((a) => [a.name, a.recharge === 0 ? "none" : String(a.recharge), a.hidden ? "hidden" : ""].filter(Boolean).join(", ")).join("\n");
}

async function editWorld(combat: WorldCombat & { system: unknown }): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("combat/world-dialog.hbs"), { lines: worldLines(combat), max: MAX_WORLD_ACTIONS, maxLength: MAX_LINES_TEXT });
  const result: unknown = await DialogV2.wait({
    window: { title: game.i18n?.localize("ER.World.Edit") ?? "" },
    content,
    buttons: [{
      action: "save",
      label: game.i18n?.localize("ER.World.Save") ?? "",
      default: true,
      callback: (_event: Event, button: HTMLButtonElement) => (button.form ? String(new FormData(button.form).get("lines") ?? "") : ""),
    }],
    rejectClose: false,
  });
  if (typeof result !== "string") return;
  const parsed = parseWorldLines(result.slice(0, MAX_LINES_TEXT), worldOf(combat.system));
  if (parsed.state === null) {
    const first = parsed.problems[0]!;
    warn(`ER.World.Line.${first.problem}`, { line: String(first.line), max: String(MAX_WORLD_ACTIONS), length: String(MAX_WORLD_ACTION_NAME) });
    return;
  }
  await combat.update({ "system.world": parsed.state });
}

/** A World entry control: `use` (with the action id) or `edit`; GM only. */
export async function worldControl(combat: WorldCombat & { system: unknown; started?: boolean; round?: number | null }, control: unknown, id: unknown): Promise<void> {
  if (game.user?.isGM !== true) return warn("ER.World.Refused.notGM");
  if (control === "edit") return editWorld(combat);
  if (control !== "use" || typeof id !== "string") return;
  const refusal = await useWorld(combat, id, combatClock(combat), currentRuleset());
  if (refusal !== null) warn(`ER.World.Refused.${refusal}`);
}
