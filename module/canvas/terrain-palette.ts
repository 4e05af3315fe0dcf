/**
 * The colours of the painted-terrain overlay and legend, and the colour-blind check they pass
 * (pure; tested in terrain-palette.test.ts).
 *
 * Metric (docs/terrain-painting.md): each colour is simulated for protanopia, deuteranopia and
 * tritanopia at full severity (Machado, Oliveira & Fernandes 2009 matrices, applied to linear
 * sRGB), converted to CIELAB (D65), and compared pairwise with CIEDE2000. The palette passes when
 * every pair of terrains differs by at least {@link MIN_DELTA_E} in normal vision and in each
 * simulation. Steep hexes keep their terrain's colour and add a dark hatch, so steepness never
 * depends on colour.
 */
import { TERRAIN_IDS, type TerrainId } from "../rules";

/** Overlay colours (fill at {@link OVERLAY_ALPHA}); the legend shows the same colours. */
export const TERRAIN_COLORS: Readonly<Record<TerrainId, string>> = Object.freeze({
  optimal: "#ffffff",
  plains: "#aaaa00",
  tundra: "#99ddff",
  desert: "#eedd88",
  forest: "#009e73",
  hills: "#cc79a7",
  swamp: "#6a3d9a",
  jungle: "#1f5e1f",
  mountains: "#000000",
});

export const OVERLAY_ALPHA = 0.45;

/** Smallest CIEDE2000 difference allowed between two terrains' colours, in every vision simulated. */
export const MIN_DELTA_E = 15;

export type Vision = "normal" | "protanopia" | "deuteranopia" | "tritanopia";
export const VISIONS: readonly Vision[] = ["normal", "protanopia", "deuteranopia", "tritanopia"];

type Matrix = readonly [readonly [number, number, number], readonly [number, number, number], readonly [number, number, number]];

/** Machado et al. 2009, severity 1.0 (linear RGB). */
const CVD: Readonly<Record<Exclude<Vision, "normal">, Matrix>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** "#rrggbb" → [r, g, b] in 0…1. */
export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (m === null) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Linear RGB as a viewer with the given vision sees it. */
export function simulate(hex: string, vision: Vision): [number, number, number] {
  const lin = hexToRgb(hex).map(toLinear) as [number, number, number];
  if (vision === "normal") return lin;
  const m = CVD[vision];
  return m.map((row) => clamp01(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])) as [number, number, number];
}

/** Linear sRGB → CIELAB (D65 white). */
export function linearToLab([r, g, b]: [number, number, number]): [number, number, number] {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005 formulation; kL = kC = kH = 1). */
export function deltaE2000(lab1: [number, number, number], lab2: [number, number, number]): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cbar ** 7 / (Cbar ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / rad;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * rad);
  const Lbarp = (L1 + L2) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbarp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2;
    else if (h1p + h2p < 360) hbarp = (h1p + h2p + 360) / 2;
    else hbarp = (h1p + h2p - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hbarp - 30) * rad) +
    0.24 * Math.cos(2 * hbarp * rad) +
    0.32 * Math.cos((3 * hbarp + 6) * rad) -
    0.2 * Math.cos((4 * hbarp - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hbarp - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cbarp ** 7 / (Cbarp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lbarp - 50) ** 2) / Math.sqrt(20 + (Lbarp - 50) ** 2);
  const Sc = 1 + 0.045 * Cbarp;
  const Sh = 1 + 0.015 * Cbarp * T;
  const Rt = -Math.sin(2 * dTheta * rad) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

export interface PaletteCheck {
  vision: Vision;
  a: TerrainId;
  b: TerrainId;
  deltaE: number;
}

/** The closest pair of terrains in each vision (the palette passes when each is ≥ MIN_DELTA_E). */
export function closestPairs(colors: Readonly<Record<TerrainId, string>> = TERRAIN_COLORS): PaletteCheck[] {
  return VISIONS.map((vision) => {
    const labs = TERRAIN_IDS.map((t) => linearToLab(simulate(colors[t], vision)));
    let best: PaletteCheck = { vision, a: "optimal", b: "optimal", deltaE: Infinity };
    for (let x = 0; x < TERRAIN_IDS.length; x++) {
      for (let y = x + 1; y < TERRAIN_IDS.length; y++) {
        const d = deltaE2000(labs[x]!, labs[y]!);
        if (d < best.deltaE) best = { vision, a: TERRAIN_IDS[x]!, b: TERRAIN_IDS[y]!, deltaE: d };
      }
    }
    return best;
  });
}

/** A colour as a PIXI number. */
export function colorNumber(hex: string): number {
  return parseInt(hex.slice(1), 16);
}
