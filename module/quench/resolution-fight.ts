/**
 * The Quench fight of one preset (RESOLUTION.md §7, §4), shared by the batches
 * resolution-<preset>.batch.ts; run by a maintainer in a live world as the GM (not run on CI). Each
 * batch sets the preset, makes a hex
 * scene with an attacker and a target, targets the target the way a user does, rolls the weapon's
 * attack through the system's own attack card (resolution/roll-attack.ts), applies each card's row
 * through the GM's path (resolution/apply.ts, the one the card's Apply button calls) until the
 * target is at 0, checks what the model does at 0, and undoes the last application (R14).
 *
 *  - book and A5E (which changes saves and cover only): `unconscious` with the zero-health marker,
 *    not dead (RB-6);
 *  - 13th Age: a character target is unconscious and dying, its overflow kept below 0 (R6), and the
 *    model's death save judges 16 / 20 / a failure (001:L375) at the turn second (RT-3);
 *  - OSR hack: unconscious and dying since the clock time, dead at the later of a minute and the
 *    fight's end (RS-5, RT-5);
 *  - OSE: dead and defeated at 0 (003:L144).
 *
 * Everything the batch made (scene, actors, cards, notices) is deleted and the variants restored.
 */
import { SYSTEM_ID } from "../constants";
import { NO_ACTION, PRESETS, turnMoments, type PresetId } from "../rules";
import { deathSaveRuleOf, deathSaveTurnSecond, saveModelOf, zeroHealthModelOf } from "../rules/resolution/models";
import { currentRuleset } from "../variants/setting";
import { rollAttack } from "../resolution/roll-attack";
import { applyRow, undoRow, type Asker, type CardMessage } from "../resolution/apply";
import { clientViewer, rollTotals } from "../resolution/render";
import { cardView } from "../resolution/card-view";
import { CARD_FLAG, readCardFlag } from "../resolution/flag";
import { DEAD, zeroMarked } from "../resolution/statuses";
import { actorFighter } from "../resolution/fighter";
import { createHexScene, until } from "./helpers";
import { BATCH_TIMEOUT_MS, type QuenchAssert, type QuenchBatchContext } from "./types";

const settingsApi = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
/** Attacks rolled before the batch gives up reaching 0 (each hits about half the time or more). */
const MAX_ATTACKS = 40;

/** One preset's fight: who is hit, with what, and what 0 health must do. */
interface FightSpec {
  readonly preset: PresetId;
  readonly title: string;
  /** The target's actor type: 13th Age and OSR dying is a character's. */
  readonly targetType: "character" | "creature";
  /** The status 0 health sets. */
  readonly atZero: "unconscious" | "dead";
  /** The model's own checks at 0 (dying state, death save, deadline). */
  readonly check?: (assert: QuenchAssert, actor: Actor.Implementation) => void;
}

/** RT-3, 001:L375: the death save is judged by the model in force, at the turn second. */
function checkA13Dying(assert: QuenchAssert, actor: Actor.Implementation): void {
  const fighter = actorFighter(actor as never);
  assert.isAtLeast(fighter.health.below, 1, "the overflow past 0 is kept below 0 (R6)");
  const rule = deathSaveRuleOf(currentRuleset());
  assert.ok(rule, "the 13th Age model has death saves");
  const dying = { round: 2, state: { id: "pc", action: NO_ACTION, tieBreak: 0, conditions: ["unconscious"], defeated: false }, memory: { base: 7, held: 0 }, doubleMoveRound: 0 };
  assert.equal(deathSaveTurnSecond(dying, currentRuleset()), turnMoments(dying, currentRuleset()).start.second, "the save is at the start-of-turn moment");
  const recover = rule!.judge(16, fighter.dying);
  assert.equal(recover.result, "recover");
  assert.isTrue(recover.spendsRecovery);
  assert.isFalse(recover.actsNow);
  assert.isTrue(rule!.judge(20, fighter.dying).actsNow, "a natural 20 also acts at that second");
  const fail = rule!.judge(5, fighter.dying);
  assert.equal(fail.result, "fail");
  assert.equal(fail.dying.failures, fighter.dying.failures + 1);
}

/** RS-5, RT-5: dying since the clock time, dead at the later of a minute and the fight's end. */
function checkOsrDying(assert: QuenchAssert, actor: Actor.Implementation): void {
  const { dying } = actorFighter(actor as never);
  assert.ok(dying.since !== null, "the dying minute starts at the clock time of the blow");
  const deadline = zeroHealthModelOf(currentRuleset())?.deadline;
  assert.ok(deadline, "the OSR model has a deadline");
  assert.equal(deadline!(dying.since!, null), dying.since! + 60, "a minute with no fight");
  assert.equal(deadline!(dying.since!, dying.since! + 200), dying.since! + 200, "or the fight's end, whichever is later");
}

const FIGHTS: readonly FightSpec[] = [
  { preset: "book", title: "book", targetType: "creature", atZero: "unconscious" },
  { preset: "a13", title: "13th Age", targetType: "character", atZero: "unconscious", check: checkA13Dying },
  { preset: "ose", title: "Old-School Essentials", targetType: "creature", atZero: "dead" },
  { preset: "osr", title: "OSR hack", targetType: "character", atZero: "unconscious", check: checkOsrDying },
  {
    preset: "a5e", title: "Level Up A5E", targetType: "creature", atZero: "unconscious",
    check: (assert) => assert.ok(saveModelOf(currentRuleset()), "the A5E preset brings its saves; attacks and 0 health stay the book's"),
  },
];

/** The batch of one preset's fight, for its `<preset>` batch file to register. */
export function fightBatch(preset: PresetId): { key: string; fn: (context: QuenchBatchContext) => void; options: { displayName: string } } {
  const spec = FIGHTS.find((f) => f.preset === preset);
  if (!spec) throw new Error(`no fight is written for the preset ${preset}`);
  return {
    key: `${SYSTEM_ID}.resolution-${spec.preset}`,
    fn: (context) => {
      const { describe, it, assert, before, after } = context;
      let saved: unknown;
      let scene: Scene.Implementation | null = null;
      const actorIds: string[] = [];
      const messagesBefore = new Set<string>();
      let attacker: Actor.Implementation | null = null;
      let target: Actor.Implementation | null = null;
      let targetToken: TokenDocument.Implementation | null = null;
      /** The card and health before the last application, for the undo. */
      let last: { message: CardMessage; before: number } | null = null;
      const asker = (): Asker => ({ id: game.user?.id ?? "", isGM: true });
      const health = () => actorFighter(target as never).health.value;

      before(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        assert.isTrue(game.user?.isGM === true, "run this batch as the GM");
        saved = settingsApi().get(SYSTEM_ID, "variants");
        await settingsApi().set(SYSTEM_ID, "variants", structuredClone(PRESETS[spec.preset]));
        for (const m of game.messages?.contents ?? []) if (m.id) messagesBefore.add(m.id);
        scene = await createHexScene(`Quench fight (${spec.title})`);
        await scene.view();
        // The target's AC is low so that most attacks hit under every model; max 40 keeps a 13th Age overflow short of −½ max (001:L377).
        const made = await Actor.createDocuments([
          { name: `Quench ${spec.preset} attacker`, type: "character", system: { health: { value: 20, max: 20 } } },
          { name: `Quench ${spec.preset} target`, type: spec.targetType, system: { health: { value: 6, max: 40 }, defences: { ac: 5 } } },
        ] as unknown as Actor.CreateData[]);
        for (const a of made) if (a?.id) actorIds.push(a.id);
        attacker = (made[0] ?? null) as Actor.Implementation | null;
        target = (made[1] ?? null) as Actor.Implementation | null;
        if (!attacker || !target) throw new Error("could not create the fighters");
        await attacker.createEmbeddedDocuments("Item", [{ name: "Quench sword", type: "weapon", system: { attack: "1d20 + 2", damage: "4", kind: "melee" } }] as unknown as Item.CreateData[]);
        const tokens = await scene.createEmbeddedDocuments("Token", made.map((a, i) => ({ actorId: a!.id, x: 200 + i * 100, y: 200, actorLink: true })) as unknown as TokenDocument.CreateData[]);
        targetToken = (tokens[1] ?? null) as TokenDocument.Implementation | null;
        assert.isTrue(await until(() => Boolean(scene?.tokens.get(targetToken?.id ?? "")?.object), 10_000), "the target's token is drawn");
      });

      after(async function () {
        this.timeout(BATCH_TIMEOUT_MS);
        game.user?.targets.forEach((t) => t.setTarget(false, { releaseOthers: false }));
        const made = (game.messages?.contents ?? []).filter((m) => m.id && !messagesBefore.has(m.id)).map((m) => m.id!);
        if (made.length) await ChatMessage.deleteDocuments(made);
        if (actorIds.length) await Actor.deleteDocuments(actorIds);
        await scene?.delete();
        await settingsApi().set(SYSTEM_ID, "variants", saved ?? structuredClone(PRESETS.book));
      });

      describe(`one fight under the ${spec.title} preset`, function () {
        this.timeout(BATCH_TIMEOUT_MS);

        it("the preset is in force and the target is targeted", () => {
          assert.equal(currentRuleset().config.resolution.zeroHealth, PRESETS[spec.preset].resolution.zeroHealth);
          targetToken!.object!.setTarget(true, { releaseOthers: true });
          assert.deepEqual([...(game.user?.targets ?? [])].map((t) => t.document.id), [targetToken!.id]);
        });

        it("attacks through the attack card and applies each row until the target is at 0", async () => {
          const item = attacker!.items.contents[0]!;
          let attacks = 0;
          while (health() > 0 && attacks < MAX_ATTACKS) {
            attacks += 1;
            const message = (await rollAttack(item, { options: {}, offClock: "allow" })) as unknown as CardMessage | null;
            assert.ok(message, "the attack made a card");
            const flag = readCardFlag(message!.flags[SYSTEM_ID]?.[CARD_FLAG]);
            assert.ok(flag, "the card's flag reads back");
            assert.equal(flag!.rows.length, 1, "one row for the one target (R2)");
            const row = flag!.rows[0]!;
            assert.equal(row.tokenUuid, targetToken!.uuid);
            if (row.deals === "none") continue;
            const before = health();
            const refused = await applyRow(message!, row.tokenUuid, "apply", asker());
            assert.equal(refused, null, "the GM's Apply is accepted");
            assert.isAtMost(health(), before - 1, "the row's damage came off");
            last = { message: message!, before };
          }
          assert.equal(health(), 0, `0 health within ${MAX_ATTACKS} attacks`);
        });

        it(`at 0: ${spec.atZero}${spec.atZero === "unconscious" ? ", not dead" : ", defeated"}`, () => {
          assert.isTrue(target!.statuses.has(spec.atZero), spec.atZero);
          if (spec.atZero === "unconscious") {
            assert.isFalse(target!.statuses.has(DEAD), "death is not this model's at 0");
            assert.isTrue(zeroMarked(target as never), "the status carries the zero-health marker (R7)");
          }
          spec.check?.(assert, target!);
        });

        it("the card as this client shows it: Knock out only where the model kills at 0, every part named, English plurals", () => {
          assert.ok(last, "a card that dealt damage");
          const flag = readCardFlag(last!.message.flags[SYSTEM_ID]?.[CARD_FLAG])!;
          const viewer = clientViewer(last!.message, flag);
          const view = cardView(flag, viewer, rollTotals(last!.message));
          const ops = view.rows[0]?.buttons.map((b) => b.op) ?? [];
          assert.equal(ops.includes("knockOut"), spec.atZero === "dead", "Knock out where 0 health kills (a13AtZero, OSE), not where it knocks out anyway");
          for (const part of [...view.attackParts, ...view.rows.flatMap((r) => r.parts)]) assert.notMatch(part.label, /^ER\./, "a part with a language string");
          if (game.i18n?.lang === "en") assert.deepEqual([viewer.plural?.(1), viewer.plural?.(4)], ["one", "other"]);
        });

        it("Undo puts the last application back (R14)", async () => {
          assert.ok(last, "an application to undo");
          const refused = await undoRow(last!.message, targetToken!.uuid, asker());
          assert.equal(refused, null, "the undo is accepted");
          assert.equal(health(), last!.before, "health as before the last blow");
          assert.isFalse(target!.statuses.has(spec.atZero), `${spec.atZero} lifted`);
          assert.equal(actorFighter(target as never).dying.since, null, "no longer dying");
        });
      });
    },
    options: { displayName: `Enchanted Realms: a fight under the ${spec.title} preset` },
  };
}
