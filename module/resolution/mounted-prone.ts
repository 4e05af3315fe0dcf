/**
 * A rider or its mount knocked prone (VARIANTS.md §13.3 row 41; 004:L32–L33), on the active GM's
 * client (`createActiveEffect` of a `prone` effect, every client; only the active GM's acts):
 * - a mounted rider rolls its DC 10 Dexterity save through the save primitive (`planSave` →
 *   `judgeSave`, the ruleset's save model), whispered to the GMs; failed, it falls beside its mount
 *   (still prone) and is no longer mounted; saved, it keeps its seat (the GM decides about the status);
 * - a ridden mount asks the GM whether its rider uses its reaction to dismount and land on its feet,
 *   or falls prone too (decision: the GM chooses, since the system keeps no reactions for a player to
 *   spend); either way the rider is dismounted beside the mount.
 */
import { judgeSave, planSave, proneWhileMounted } from "../rules";
import { currentRuleset } from "../variants/setting";
import { createChatMessage } from "../compat";
import { forceDismount } from "../canvas/mounted";
import { mountLinkOf } from "../canvas/mounted-hooks";
import { actorFighter } from "./fighter";
import { diceFormula, rollResult } from "./dice";

const t = (key: string, data?: Record<string, string>) => (data ? game.i18n?.format(key, data) : game.i18n?.localize(key)) ?? key;
const escape = (s: string) => foundry.utils.escapeHTML(s);

async function proneWhileRiding(token: TokenDocument.Implementation): Promise<void> {
  const link = mountLinkOf(token);
  if (!link) return;
  const ruleset = currentRuleset();
  const asked = proneWhileMounted({ who: link.who }, ruleset);
  if (!asked) return;
  const names = { rider: link.rider.name, mount: link.mount?.name ?? "" };
  if (asked.kind === "save") {
    const actor = link.riderDoc.actor;
    if (!actor) return;
    const plan = planSave(actorFighter(actor), asked.effect, { cover: "none", advantage: false, disadvantage: false }, ruleset);
    const roll = await new Roll(diceFormula(plan.dice)).evaluate();
    const judged = judgeSave(plan, rollResult(roll));
    const line = t(`ER.Movement.Mount.RiderProne.${judged.success ? "Saved" : "Failed"}`, { total: String(judged.total), dc: String(plan.target), mount: names.mount });
    const whisper = (game.users?.filter((u) => u.isGM) ?? []).map((u) => u.id ?? "");
    await createChatMessage({ content: `<p><strong>${escape(t("ER.Movement.Mount.RiderProne.Title", names))}</strong></p><p>${escape(line)}</p>`, rolls: [roll], whisper });
    if (!judged.success) await forceDismount(link.scene, link.rider, link.mount, link.combatant);
    return;
  }
  const choice = await foundry.applications.api.DialogV2.wait({
    window: { title: t("ER.Movement.Mount.MountProne.Title", names) },
    content: `<p>${escape(t("ER.Movement.Mount.MountProne.Content", names))}</p>`,
    buttons: [
      { action: "reaction", label: t("ER.Movement.Mount.MountProne.Reaction"), default: true },
      { action: "fall", label: t("ER.Movement.Mount.MountProne.Fall") },
    ],
  });
  await forceDismount(link.scene, link.rider, link.mount, link.combatant);
  if (choice === "fall") await link.riderDoc.actor?.toggleStatusEffect("prone", { active: true });
}

export function registerMountedProne(): void {
  Hooks.on("createActiveEffect", (effect) => {
    if (game.users?.activeGM?.isSelf !== true || !effect.statuses.has("prone")) return;
    const actor = effect.parent;
    if (!(actor instanceof foundry.documents.Actor)) return;
    for (const token of actor.getActiveTokens(false, true) as TokenDocument.Implementation[]) void proneWhileRiding(token);
  });
}
