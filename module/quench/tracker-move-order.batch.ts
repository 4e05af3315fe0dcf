/**
 * Quench batch for the tracker's move order (VARIANTS.md §13.3 row 7; 000:L26), run by a maintainer
 * in a live world as the GM (not run on CI). Under the 13th Age preset, on a temporary hex scene, a
 * creature in a started combat at round 1 second 1: its tracker row is marked "moves now"; once its
 * token moves, core records the movement history, `recordToken` fires, and the tracker re-renders
 * with the row marked "moved" (the refresh of combat/move-refresh.ts; core's own renders are not
 * relied on). Everything is deleted and the setting restored afterwards.
 */
import { SYSTEM_ID } from "../constants";
import { PRESETS } from "../rules";
import { useTempFight } from "./fixtures";
import { until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchApi } from "./types";

export function registerTrackerMoveOrderBatch(quench: QuenchApi): void {
  quench.registerBatch(
    `${SYSTEM_ID}.tracker-move-order`,
    (context) => {
      const { describe, it, assert } = context;
      const fightOf = useTempFight(context, { name: "Quench move order", variants: PRESETS.a13, actor: { type: "creature" }, token: {} });

      describe("who moves now in the tracker (§13.3 row 7)", () => {
        it("the mover's row is marked 'moves now', then 'moved' once its token has moved this phase", async function () {
          this.timeout(BATCH_TIMEOUT_MS);
          const combatantId = fightOf()!.token.combatant?.id ?? "";
          const row = () => (ui.combat?.element as HTMLElement | undefined)?.querySelector<HTMLElement>(`.er-tracker [data-combatant-id="${combatantId}"]`) ?? null;
          await ui.combat?.render({ force: true });
          assert.isTrue(await until(() => row()?.classList.contains("er-moves-now") === true, 5000), "the row is marked 'moves now' at second 1");
          const grid = fightOf()!.scene.grid.size;
          await fightOf()!.token.move([{ x: fightOf()!.token.x + grid, y: fightOf()!.token.y }] as never);
          assert.isTrue(await until(() => row()?.classList.contains("er-moved") === true, 5000), "the row is marked 'moved' after the move, without another render asked for");
        });
      });
    },
    { displayName: "Enchanted Realms: the tracker's move order (13th Age, GM)" },
  );
}
