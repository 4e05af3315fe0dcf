/**
 * The tracker's "Mount (½ round)" and "Dismount (½ round)" (VARIANTS.md §13.3 row 41), on the
 * acting user's client: the request names the rider's scene and token and, to mount, the one token
 * the user targets; nothing else. A player's request goes over the relay (relay-mount.ts); the GM's
 * goes straight to the same handler. The active GM's client checks everything again and writes.
 */
import { ERCombatant } from "./combatant";
import type { ERCombat } from "./combat";
import { mayWorkCombatant } from "./variant-actions";
import { sendRelay } from "./relay";
import { handleMountRelay, type MountRelayRequest } from "./relay-mount";

/** The request for `kind` from the rider's combatant and the user's targets, or the lang key saying why none. */
export function mountRequestOf(kind: "mount" | "dismount", rider: { sceneId: string | null; tokenId: string | null }, targets: readonly string[]): MountRelayRequest | { refused: string } {
  if (!rider.sceneId || !rider.tokenId) return { refused: "ER.Movement.Mount.NoToken" };
  if (kind === "dismount") return { kind, sceneId: rider.sceneId, riderId: rider.tokenId };
  const others = targets.filter((id) => id !== rider.tokenId);
  if (others.length !== 1) return { refused: "ER.Movement.Mount.NoTarget" };
  return { kind, sceneId: rider.sceneId, riderId: rider.tokenId, mountId: others[0]! };
}

const warn = (key: string) => ui.notifications?.warn(game.i18n?.localize(key) ?? key);

export async function requestMount(combat: ERCombat, combatantId: string, kind: "mount" | "dismount"): Promise<void> {
  const c = combat.combatants.get(combatantId);
  if (!(c instanceof ERCombatant) || !mayWorkCombatant(c, game.user)) return;
  const targets = [...(game.user?.targets ?? [])].map((t) => t.document.id ?? "");
  const request = mountRequestOf(kind, { sceneId: c.sceneId ?? null, tokenId: c.tokenId ?? null }, targets);
  if ("refused" in request) return void warn(request.refused);
  if (game.users?.activeGM?.isSelf !== true) return sendRelay(request);
  const reason = await handleMountRelay(request, game.user?.id ?? "");
  if (reason !== null) warn(`ER.Movement.Mount.Refused.${reason}`);
}
