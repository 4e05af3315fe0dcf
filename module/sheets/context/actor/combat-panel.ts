/**
 * The combat panel of the actor sheets: initiative and its parts, movement on the scene's terrain
 * (phases, blocked cause) and the per-terrain table. Every number is a field of the derived data.
 */
import { i18nKey } from "../../../constants";
import { MOVEMENT_SECONDS, TERRAIN_DIVISORS, TERRAIN_IDS, isConditionId, type TerrainId } from "../../../rules";
import { formatSigned, terrainLabel } from "../shared";
import type { ActorSheetInput, CombatContext } from "./types";

function splitText(phases: readonly number[]): string {
  return phases.join("-");
}

export function buildCombat(input: ActorSheetInput): CombatContext {
  const { derived, localize, sceneTerrain } = input;
  const init = derived.initiative;
  const parts = [
    { label: localize("ER.Sheet.Initiative.Quickness", { rating: init.quicknessRating }), value: formatSigned(init.quickness) },
    { label: localize("ER.Sheet.Initiative.Weapon"), value: formatSigned(init.weapon) },
    { label: localize("ER.Sheet.Initiative.Encumbrance"), value: formatSigned(init.encumbrance) },
  ];
  const tooltip = parts.map((p) => `${p.label}: ${p.value}`).join("; ");
  const here = derived.movement.terrains[sceneTerrain];
  const treatedAs = (t: TerrainId, effective: TerrainId) => (effective === t ? null : terrainLabel(effective, localize));
  const phases = MOVEMENT_SECONDS.map((second, i) => ({
    second,
    hexes: here.phases[i] ?? 0,
    label: localize("ER.Sheet.Movement.Second", { second }),
  }));
  const blockedBy = derived.movement.blockedBy;
  let blocked: string | null = null;
  if (blockedBy !== null) {
    const cause = isConditionId(blockedBy) ? localize(i18nKey("Condition", blockedBy)) : localize("ER.Sheet.Movement.Overloaded");
    blocked = localize("ER.Sheet.Movement.Blocked", { cause });
  }
  return {
    initiative: { total: init.total, display: formatSigned(init.total), tooltip, parts },
    terrain: { id: sceneTerrain, label: terrainLabel(sceneTerrain, localize), treatedAs: treatedAs(sceneTerrain, here.effective) },
    speed: derived.movement.speed,
    hexesPerRound: here.hexesPerRound,
    phases,
    split: splitText(here.phases),
    blocked,
    table: TERRAIN_IDS.map((t) => {
      const row = derived.movement.terrains[t];
      return {
        id: t,
        label: terrainLabel(t, localize),
        divisor: TERRAIN_DIVISORS[t].toFixed(1),
        treatedAs: treatedAs(t, row.effective),
        hexesPerRound: row.hexesPerRound,
        split: splitText(row.phases),
        milesPerDay: row.milesPerDay,
        effectiveMiles: row.effectiveMiles,
        current: t === sceneTerrain,
      };
    }),
  };
}
