/**
 * Part of the `versions` Quench batch: what a first live run must confirm, ranks 8–13
 * (module/quench/first-run.ts; docs/foundry-api.md, "What a first live run must confirm"). Each test
 * drives the system's own code (statuses, the attack card, the rest dialog, the tracker menu, the
 * painter, the floating numbers) in the running world, as the GM.
 */
import { SYSTEM_ID } from "../constants";
import { generation, viewedLevel } from "../compat";
import { addStatus, DEAD } from "../resolution/statuses";
import { rollAttack } from "../resolution/roll-attack";
import { applyRow, type CardMessage } from "../resolution/apply";
import { CARD_FLAG, readCardFlag } from "../resolution/flag";
import { promptQuickRest } from "../resolution/rest-dialog";
import { trackerMenuEntries } from "../combat/tracker-menu";
import { showFloating } from "../resolution/floating";
import { commitStroke, paintState } from "../canvas/paint-actions";
import { PAINT_FLAG } from "../canvas/paint-store";
import { createHexScene, until } from "./helpers";
import { firstRun } from "./first-run";
import { BATCH_TIMEOUT_MS, type QuenchBatchContext } from "./types";

type Cleanup = Array<() => Promise<unknown>>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A temporary hex scene, viewed, with one token per actor (in a row); deleted afterwards. */
async function sceneWith(cleanup: Cleanup, name: string, actors: Array<Record<string, unknown>>) {
  const scene = await createHexScene(`Quench ${name} (temporary)`);
  cleanup.push(() => scene.delete());
  await scene.view();
  const made = (await foundry.documents.Actor.createDocuments(actors as never)) as Actor.Implementation[];
  for (const a of made) cleanup.push(() => a.delete());
  const tokens = (await scene.createEmbeddedDocuments("Token", made.map((a, i) => ({ actorId: a.id, x: 200 + i * 100, y: 200, actorLink: true })) as never)) as TokenDocument.Implementation[];
  await until(() => tokens.every((t) => Boolean(t.object)), 10_000);
  return { scene, actors: made, tokens };
}

export function describeFirstRunB(context: QuenchBatchContext, cleanup: Cleanup): void {
  const { describe, it, assert } = context;
  const asker = () => ({ id: game.user?.id ?? "", isGM: true });

  describe("what a first live run must confirm (ranks 8–13)", function () {
    this.timeout(BATCH_TIMEOUT_MS);

    it(firstRun(8), async () => {
      const { scene, actors, tokens } = await sceneWith(cleanup, "statuses", [{ name: "Quench statuses", type: "creature" }]);
      const actor = actors[0]!;
      const combat = await foundry.documents.Combat.create({ scene: scene.id, active: false } as never);
      if (combat) cleanup.push(() => combat.delete());
      const [combatant] = (await combat!.createEmbeddedDocuments("Combatant", [{ tokenId: tokens[0]!.id, sceneId: scene.id, actorId: actor.id }] as never)) as Combatant.Implementation[];
      await addStatus(actor as never, "unconscious", true);
      const unconscious = actor.effects.find((e) => e.statuses.has("unconscious"));
      assert.equal(unconscious?.id, "unconscious00000", "the static id is kept");
      assert.isTrue(unconscious?.getFlag(SYSTEM_ID as never, "zeroHealth" as never) === true, "the zero-health marker");
      if (generation() >= 14) {
        const always = (CONST as unknown as { ACTIVE_EFFECT_SHOW_ICON?: { ALWAYS?: number } }).ACTIVE_EFFECT_SHOW_ICON?.ALWAYS;
        assert.equal((unconscious as unknown as { showIcon?: number }).showIcon, always, "shown on the token (showIcon ALWAYS)");
      }
      await addStatus(actor as never, DEAD, false);
      const dead = actor.effects.find((e) => e.statuses.has(DEAD));
      assert.isTrue(dead?.getFlag("core" as never, "overlay" as never) === true, "dead is the overlay");
      await pause(200);
      assert.isTrue(combatant!.isDefeated, "the combatant shows defeated");
    });

    it(firstRun(9), async () => {
      const { actors, tokens } = await sceneWith(cleanup, "card", [
        { name: "Quench card attacker", type: "character" },
        { name: "Quench card target", type: "creature", system: { health: { value: 30, max: 30 }, defences: { ac: 1 } } },
      ]);
      const before = new Set((game.messages?.contents ?? []).map((m) => m.id));
      cleanup.push(() => ChatMessage.deleteDocuments((game.messages?.contents ?? []).filter((m) => !before.has(m.id)).map((m) => m.id!)));
      await actors[0]!.createEmbeddedDocuments("Item", [{ name: "Quench sword", type: "weapon", system: { attack: "1d20 + 40", damage: "3", kind: "melee" } }] as never);
      tokens[1]!.object!.setTarget(true, { releaseOthers: true });
      let message: CardMessage | null = null;
      for (let tries = 0; tries < 5 && !message; tries++) {
        const made = (await rollAttack(actors[0]!.items.contents[0]!, { options: {}, offClock: "allow" })) as unknown as CardMessage | null;
        if (readCardFlag(made?.flags[SYSTEM_ID]?.[CARD_FLAG])?.rows[0]?.deals !== "none") message = made;
      }
      assert.ok(message, "a hit within five attacks");
      const id = (message as unknown as { id: string }).id;
      const rendered = () => document.querySelector(`[data-message-id="${id}"] [data-er-attack-card] [data-token-uuid] button[data-er-op]`);
      assert.isTrue(await until(() => rendered() !== null, 5000), "the card's shell survives rendering and its row shows the GM's buttons");
      let writer: string | null = null;
      const hook = Hooks.on("updateChatMessage", (m: { id: string | null }, _c: unknown, _o: unknown, userId: string) => {
        if (m.id === id) writer = userId;
      });
      try {
        assert.equal(await applyRow(message!, tokens[1]!.uuid, "apply", asker()), null, "the GM's Apply is accepted");
        await until(() => writer !== null, 3000);
      } finally {
        Hooks.off("updateChatMessage", hook);
      }
      assert.equal(writer, game.user?.id, "updateChatMessage carries the GM's id");
      assert.isTrue(await until(() => rendered() !== null, 5000), "the card renders again after the ledger write");
    });

    it(firstRun(10), async () => {
      const answer = promptQuickRest({ min: 1, max: 3 });
      const input = () => document.querySelector<HTMLInputElement>('dialog input[name="count"], .application input[name="count"]');
      assert.isTrue(await until(() => input() !== null, 5000), "the rest dialog shows its number field");
      const field = input()!;
      assert.deepEqual([field.type, field.min, field.max, field.step, field.value, field.required], ["number", "1", "3", "1", "1", true], "name, value, min, max, step and required survive cleaning");
      field.value = "2";
      field.form?.querySelector<HTMLButtonElement>('button[data-action="rest"]')?.click();
      assert.equal(await answer, 2, "the typed count comes back");
    });

    it(firstRun(11), async () => {
      for (const icon of ["fa-khanda", "fa-crosshairs", "fa-person-running", "fa-sack", "fa-bullseye-arrow"]) {
        const el = document.createElement("i");
        el.className = `fa-solid ${icon}`;
        document.body.append(el);
        const glyph = getComputedStyle(el, "::before").content;
        el.remove();
        assert.notInclude(["", "none", "normal"], glyph, `${icon} has a glyph in core's Font Awesome`);
      }
      const tracker = ui.combat as unknown as { _getEntryContextOptions(): Array<Record<string, unknown>> };
      const ours = trackerMenuEntries(ui.combat as never) as Array<Record<string, unknown>>;
      assert.isAtLeast(ours.length, 1, "the system adds menu entries");
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
      const container = document.createElement("div");
      document.body.append(container);
      try {
        const entries = tracker._getEntryContextOptions();
        const keys = generation() >= 14 ? ["label", "onClick"] : ["name", "callback"];
        for (const entry of ours) for (const key of keys) assert.property(entry, key);
        new foundry.applications.ux.ContextMenu(container, ".er-none", entries as never, { jQuery: false } as never);
      } finally {
        console.warn = warn;
        container.remove();
      }
      assert.deepEqual(warnings.filter((w) => /deprecat|ContextMenuEntry/i.test(w)), [], "no deprecation warning for the menu entries");
    });

    it(firstRun(12), async () => {
      const scene = await createHexScene("Quench paint level (temporary)");
      cleanup.push(() => scene.delete());
      await scene.view();
      await pause(300);
      const viewed = viewedLevel();
      const stored = () => (scene.flags as Record<string, Record<string, Record<string, unknown> | undefined> | undefined>)[SYSTEM_ID]?.[PAINT_FLAG] ?? {};
      const everyLevel = paintState.everyLevel;
      try {
        paintState.everyLevel = false;
        await commitStroke(scene, [{ i: 2, j: 2 }], { terrain: "forest", steep: false });
        if (generation() >= 14) {
          assert.ok(viewed, "v14: a Level is viewed on a new scene");
          assert.ok((stored()["levels"] as Record<string, unknown> | undefined)?.[viewed!.id], `the stroke is under paint.levels.${viewed?.id}`);
        } else {
          assert.isNull(viewed, "v13 has no Levels");
          assert.ok(stored()["chunks"], "the stroke is in paint.chunks");
        }
        paintState.everyLevel = true;
        await commitStroke(scene, [{ i: 3, j: 3 }], { terrain: "swamp", steep: false });
        assert.ok(stored()["chunks"], "'Every Level' writes paint.chunks");
      } finally {
        paintState.everyLevel = everyLevel;
      }
    });

    it(firstRun(13), async function () {
      const player = (game.users?.contents ?? []).find((u) => u.role === CONST.USER_ROLES.PLAYER);
      if (!player) return this.skip();
      const [gmCard, ownCard] = (await ChatMessage.createDocuments([{ content: "Quench GM card" }, { content: "Quench player card", author: player.id }] as never)) as ChatMessage.Implementation[];
      cleanup.push(() => ChatMessage.deleteDocuments([gmCard!.id!, ownCard!.id!]));
      assert.isFalse(gmCard!.canUserModify(player, "update"), "a player cannot update the GM's card");
      assert.isTrue(ownCard!.canUserModify(player, "update"), "the author may update their own card");
      const layer = (canvas as unknown as { interface?: { createScrollingText?: (...a: unknown[]) => unknown } }).interface;
      if (!layer?.createScrollingText) return;
      let drawn = 0;
      const original = layer.createScrollingText;
      layer.createScrollingText = (...args: unknown[]) => (drawn++, original.apply(layer, args));
      try {
        showFloating({ flags: { [SYSTEM_ID]: { [CARD_FLAG]: { ledger: [{ tokenUuid: "Scene.x.Token.y", op: "apply", amount: 3, undone: false }] } } } }, player.id);
      } finally {
        layer.createScrollingText = original;
      }
      assert.equal(drawn, 0, "a player's own ledger write shows no floating number");
    });
  });
}
