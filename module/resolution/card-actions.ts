/**
 * The GM's card actions that judge rows again (RESOLUTION.md §7.1, RO-3, §4.4 RA-1): set a row's
 * cover (the attack row from its recorded roll; the save row from its recorded save) and "Add my
 * targets". Both run on the GM's own client and are GM only: a player's client never offers them and
 * nothing is relayed (the GM decides cover and targets, R15).
 */
import { coverWithMount } from "./mounted-cover";
import { SYSTEM_ID } from "../constants";
import { currentRuleset } from "../variants/setting";
import type { RefusalReason } from "../combat/refusals";
import { coverChoices, coverTargetable, saveCoverChoices } from "../rules/resolution/cover";
import { judgeSave, planSave } from "../rules/resolution/save";
import type { CoverChoice } from "../rules/resolution/types";
import { CARD_FLAG, MAX_CARD_ROWS, readCardFlag, type AttackCardFlag, type CardRow } from "./flag";
import { DraftCompanion, companionOf, playerRolledUntrusted } from "./companion";
import { believedCard } from "./card-verify";
import type { Asker, CardMessage } from "./apply";
import { actorFighter } from "./fighter";
import { retreatingTarget } from "./retreat";
import { saveResultOf } from "./save-flag";
import { guarded, judgedRow, recordedRoll, recordedTarget, rejudging, writeRows } from "./rejudge-row";
import { feetPerHex, hexDistance, sceneWilderness, type PlacedToken } from "./situation";
import type { TargetToken } from "./roll-attack";

function actorOfToken(tokenUuid: string): unknown {
  const token = fromUuidSync(tokenUuid) as { actor?: unknown } | null;
  return token?.actor ?? null;
}

/** Sets `tokenUuid`'s cover on the card and judges its row again (GM only). */
export async function setRowCover(message: CardMessage, tokenUuid: string, cover: string, asker: Asker): Promise<RefusalReason | null> {
  if (!asker.isGM) return "gmOnly";
  const believed = believedCard(message);
  if (!believed.ok) return believed.reason;
  const flag = believed.flag;
  const at = flag.rows.findIndex((r) => r.tokenUuid === tokenUuid);
  const row = flag.rows[at];
  if (!row) return "unknownTarget";
  const ruleset = currentRuleset();
  const choices: readonly string[] = flag.save ? saveCoverChoices(ruleset) : coverChoices(ruleset);
  if (row.late || !choices.includes(cover)) return "unknownCover";
  const actor = actorOfToken(tokenUuid);
  if (!actor) return "unknownTarget";
  const chosen = cover as CoverChoice;
  return guarded(async () => {
    if (flag.save) {
      const result = saveResultOf(flag.save, tokenUuid);
      const rows = flag.rows.map((r, i) => (i === at ? { ...r, cover: chosen } : r));
      const path = `flags.${SYSTEM_ID}.${CARD_FLAG}`;
      if (!result || !coverTargetable(chosen, ruleset)) {
        await message.update({ [`${path}.rows`]: rows });
        return null;
      }
      // RA-1: the recorded dice again, with the parts the new cover gives (A5E +2/+5 on a Dexterity save).
      const fighter = actorFighter(actor);
      const ctx = (c: CoverChoice) => ({ cover: c, advantage: false, disadvantage: false });
      const diceTotal = result.diceTotal ?? result.total - planSave(fighter, flag.save.effect, ctx(row.cover ?? "none"), ruleset).parts.reduce((s, p) => s + p.value, 0);
      const judged = judgeSave(planSave(fighter, flag.save.effect, ctx(chosen), ruleset), { natural: result.natural, diceTotal });
      const results = flag.save.results.map((r) => (r.tokenUuid === tokenUuid ? { ...r, total: judged.total, success: judged.success, diceTotal } : r));
      await message.update({ [`${path}.rows`]: rows, [`${path}.save.results`]: results });
      return null;
    }
    const r = rejudging(message, flag);
    if (!r) return "unknownTarget";
    const judged = await judgedRow(r, row, recordedTarget(row, actor, coverWithMount(fromUuidSync(row.tokenUuid) as Parameters<typeof coverWithMount>[0], r.input.item.kind === "melee", chosen, ruleset)), recordedRoll(message, row.rollIndex), row.rollIndex);
    if (!judged) return "malformed";
    await writeRows(r, flag.rows.map((x, i) => (i === at ? judged : x)));
    return null;
  });
}

/** The tokens of `wanted` the card does not hold yet, each once, in order, up to the card's cap. Pure. */
export function targetsToAdd(held: readonly string[], wanted: readonly string[], cap = MAX_CARD_ROWS): string[] {
  const out: string[] = [];
  for (const uuid of wanted) {
    if (held.length + out.length >= cap) break;
    if (!held.includes(uuid) && !out.includes(uuid)) out.push(uuid);
  }
  return out;
}

function newRow(t: TargetToken): CardRow {
  return {
    tokenUuid: t.document.uuid, actorUuid: t.actor?.uuid ?? "", name: t.document.name ?? "", img: t.document.texture?.src ?? "",
    // R11: a token hidden now renders for the GM only, as at roll time.
    hidden: t.document.hidden === true, late: false, rollIndex: null, outcome: null, natural: null, total: null, parts: [], multiplier: 1, halvings: 0, deals: "none",
  };
}

/** Judges `uuids` (tokens of `targets`) into rows of `message`'s card and writes them; `spare`: the card's unused roll may be used first. */
async function addRows(message: CardMessage, flag: AttackCardFlag, uuids: readonly string[], targets: readonly TargetToken[], useSpare: boolean): Promise<RefusalReason | null> {
  const r = rejudging(message, flag);
  if (!r) return "unknownTarget";
  const own = ((r.actor as { getActiveTokens?(): unknown[] }).getActiveTokens?.()[0] ?? null) as PlacedToken | null;
  const untargeted = flag.untargeted;
  let spare = useSpare && untargeted !== null && !flag.rows.some((row) => row.rollIndex === untargeted.rollIndex) ? untargeted.rollIndex : null;
  const rows = [...flag.rows];
  for (const uuid of uuids) {
    const token = targets.find((t) => t.document.uuid === uuid)!;
    if (!token.actor) continue;
    const target = { fighter: actorFighter(token.actor), distanceHexes: hexDistance(own, token), feetPerHex: feetPerHex(), wilderness: sceneWilderness(), cover: "none" as const, retreating: retreatingTarget(token) };
    const roll = recordedRoll(message, spare);
    const row = await judgedRow(r, newRow(token), target, roll, roll ? spare : null);
    if (!row) return "malformed";
    if (roll && row.rollIndex === spare) spare = null;
    rows.push(row);
  }
  await writeRows(r, rows);
  return null;
}

/**
 * §7.1 "Add my targets": the GM's current targets the card lacks become rows, judged against the
 * card's unused roll (the one rolled with no target) first, then against one roll each made now.
 * A token hidden now goes to the GMs' companion card (companion.ts; R11), posted with the first
 * one, with a roll of its own: nothing of it reaches the public card.
 */
export async function addMyTargets(message: CardMessage, asker: Asker, targets: readonly TargetToken[]): Promise<RefusalReason | null> {
  if (!asker.isGM) return "gmOnly";
  // Under "dice rolled by the active GM's client" a player-rolled card is not acted on at all (as Apply refuses it).
  if (playerRolledUntrusted(message)) return "playerDice";
  const believed = believedCard(message);
  if (!believed.ok) return believed.reason;
  const flag = believed.flag;
  if (flag.save) return "unknownMessage";
  const companion = companionOf(message);
  const companionFlag = companion ? readCardFlag(companion.flags[SYSTEM_ID]?.[CARD_FLAG]) : null;
  const held = [...flag.rows, ...(companionFlag?.rows ?? [])].map((r) => r.tokenUuid);
  const adding = targetsToAdd(held, targets.map((t) => t.document.uuid));
  if (adding.length === 0) return "noNewTargets";
  const hidden = (uuid: string): boolean => targets.find((t) => t.document.uuid === uuid)?.document.hidden === true;
  return guarded(async () => {
    const open = adding.filter((uuid) => !hidden(uuid));
    if (open.length > 0) {
      const refused = await addRows(message, flag, open, targets, true);
      if (refused) return refused;
    }
    const secret = adding.filter(hidden);
    if (secret.length === 0) return null;
    const into = companion && companionFlag ? { message: companion, flag: companionFlag } : null;
    const draft = into ? null : new DraftCompanion(message as CardMessage & { content?: unknown; speaker?: unknown }, flag);
    const target = into ?? { message: draft!, flag: readCardFlag(draft!.flags[SYSTEM_ID]?.[CARD_FLAG])! };
    const refused = await addRows(target.message, target.flag, secret, targets, false);
    if (refused) return refused;
    await draft?.post();
    return null;
  });
}
