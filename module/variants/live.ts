/** Whether any combat in the world is started (the initiative model is then locked, VARIANTS.md §9.2). */
export function anyCombatStarted(): boolean {
  return (game.combats?.contents ?? []).some((combat) => combat.started);
}
