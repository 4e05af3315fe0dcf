/**
 * The drag-ruler label cases shown by the ruler-label preview and checked by the browser test: the
 * elf (speed 12, forest as tundra) and the saurian (speed 8, swamp as plains) in the first and last
 * movement phases, a restrained mover, a move between movement seconds, and a token outside combat.
 */
import { ELF, SAURIAN, type HexTerrain, type Mover, type MoveWindow } from "../../module/rules";

export interface RulerCase {
  id: string;
  title: string;
  mover: Mover;
  window: MoveWindow;
  stand: HexTerrain;
  hexes: number;
}

const base: Mover = { speed: 12, adaptation: {}, sureFooted: false, encumbranceSteps: 0, immobile: false, conditions: [] };
const elf: Mover = { ...base, adaptation: ELF };
const saurian: Mover = { ...base, speed: 8, adaptation: SAURIAN };
const forest: HexTerrain = { terrain: "forest", steep: false };
const swamp: HexTerrain = { terrain: "swamp", steep: false };

export const RULER_CASES: readonly RulerCase[] = Object.freeze([
  { id: "elf-phase1", title: "Elf in forest, phase 1 (second 1), 1 hex moved", mover: elf, window: { kind: "phase", phase: 0 }, stand: forest, hexes: 1 },
  { id: "elf-phase4-beyond", title: "Elf in forest, phase 4 (second 16), 2 hexes moved: beyond", mover: elf, window: { kind: "phase", phase: 3 }, stand: forest, hexes: 2 },
  { id: "saurian-phase1", title: "Saurian in swamp, phase 1, 1 hex moved", mover: saurian, window: { kind: "phase", phase: 0 }, stand: swamp, hexes: 1 },
  { id: "restrained", title: "Restrained, phase 1", mover: { ...base, conditions: ["restrained"] }, window: { kind: "phase", phase: 0 }, stand: forest, hexes: 0 },
  { id: "closed", title: "Second 7: not a movement second", mover: base, window: { kind: "closed" }, stand: forest, hexes: 1 },
  { id: "round", title: "Outside combat: hexes per round", mover: elf, window: { kind: "round" }, stand: forest, hexes: 3 },
] satisfies RulerCase[]);
