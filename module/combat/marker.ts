/**
 * The second marker over the canvas. Every client re-derives it from the Combat document whenever a
 * combat changes or the canvas is drawn; there is no client-local counter.
 */
import { templatePath } from "../constants";
import { combatClock } from "./clock-state";
import { markerContext } from "./marker-context";
import { markerShown } from "./setting-values";
import { markerEscalation } from "./escalation";
import { currentRuleset } from "../variants/setting";

export const MARKER_ID = "er-second-marker";

/** The started, active combat of the scene this client views (or an unlinked one), if any. */
export function combatOnViewedScene() {
  const sceneId = canvas?.scene?.id ?? null;
  for (const combat of game.combats?.contents ?? []) {
    if (!combat.active || !combat.started) continue;
    const scene = combat.scene;
    if (!scene || scene.id === sceneId) return combat;
  }
  return null;
}

let pending: Promise<void> = Promise.resolve();

/** Re-renders (or removes) the marker; calls are serialised so the last state wins. */
export function refreshMarker(): Promise<void> {
  pending = pending.then(renderMarker, renderMarker);
  return pending;
}

async function renderMarker(): Promise<void> {
  const combat = combatOnViewedScene();
  // The escalation die beside the clock while the ruleset has one ("ED +n").
  const context = markerContext(combatClock(combat), markerShown(), combat ? markerEscalation(combat.system, currentRuleset()) : null);
  const existing = document.getElementById(MARKER_ID);
  if (!context) {
    existing?.remove();
    return;
  }
  const html = await foundry.applications.handlebars.renderTemplate(templatePath("combat/marker.hbs"), { ...context });
  const holder = document.createElement("div");
  holder.innerHTML = html.trim();
  const element = holder.firstElementChild;
  if (!element) return;
  if (existing) existing.replaceWith(element);
  else (document.getElementById("interface") ?? document.body).append(element);
}
