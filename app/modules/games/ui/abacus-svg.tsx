import type { MouseEvent } from "react";
import { beadsForValue, describeAbacus, EARTH_BEADS, placeNames } from "./abacus.ts";

/** Geometry of the drawing, in viewBox units. */
const ROD_SPACING = 64;
const PAD_X = 20;
const FRAME = 12;
const TOP = FRAME;
const BEAM_Y = 84;
const BEAM_HEIGHT = 10;
const BOTTOM = 226;
const BEAD_HALF_WIDTH = 25;
const BEAD_HALF_HEIGHT = 12;
const LABEL_SPACE = 22;

export const abacusWidth = (rodCount: number) => PAD_X * 2 + rodCount * ROD_SPACING;
/** The share of the drawing's width taken by the side padding, so controls under it can line up with the rods. */
export const abacusSidePadding = (rodCount: number) => PAD_X / abacusWidth(rodCount);

const heavenCentre = (down: boolean) => (down ? BEAM_Y - BEAD_HALF_HEIGHT - 1 : TOP + BEAD_HALF_HEIGHT + 2);

/** Earth bead `bead` (1 = next to the beam) sits against the beam when up, or stacked at the bottom when down. */
function earthCentre(bead: number, up: boolean): number {
  const height = BEAD_HALF_HEIGHT * 2;
  return up
    ? BEAM_Y + BEAM_HEIGHT + BEAD_HALF_HEIGHT + 1 + (bead - 1) * height
    : BOTTOM - BEAD_HALF_HEIGHT - 1 - (EARTH_BEADS - bead) * height;
}

/** A bicone bead, the shape of a soroban bead seen from the side. */
function beadPath(cx: number, cy: number): string {
  const w = BEAD_HALF_WIDTH;
  const h = BEAD_HALF_HEIGHT;
  return `M ${cx - w} ${cy} L ${cx - w + 13} ${cy - h} L ${cx + w - 13} ${cy - h} L ${cx + w} ${cy} L ${cx + w - 13} ${cy + h} L ${cx - w + 13} ${cy + h} Z`;
}

export type BeadTap = { rod: number; bead: "heaven" | number };

type Props = {
  rods: readonly number[];
  /** Set mode: tapping a bead moves it. The drawing is then decorative; the rod buttons carry the meaning. */
  onTapBead?: (tap: BeadTap) => void;
  className?: string;
};

/**
 * A drawn soroban abacus. In read mode it is an image whose text alternative describes the beads rod by rod
 * (never the number itself, which is the answer).
 */
export function AbacusSvg({ rods, onTapBead, className }: Props) {
  const width = abacusWidth(rods.length);
  const height = BOTTOM + FRAME + LABEL_SPACE;
  const names = placeNames(rods.length);
  const interactive = onTapBead !== undefined;

  // One listener for every bead: each bead says which rod and bead it is in data attributes.
  const handleClick = (event: MouseEvent<SVGSVGElement>) => {
    const target = (event.target as Element).closest<SVGElement>("[data-rod]");
    if (!target || !onTapBead) return;
    const rod = Number(target.dataset.rod);
    const bead = target.dataset.bead === "heaven" ? "heaven" : Number(target.dataset.bead);
    onTapBead({ rod, bead });
  };

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={className}
      {...(interactive
        ? { "aria-hidden": true, onClick: handleClick }
        : { role: "img", "aria-label": describeAbacus(rods) })}
    >
      <rect x={2} y={2} width={width - 4} height={BOTTOM + FRAME - 2} rx={14} className="fill-amber-800" />
      <rect x={FRAME} y={TOP} width={width - FRAME * 2} height={BOTTOM - TOP} rx={6} className="fill-amber-50" />
      {rods.map((value, rod) => {
        const x = PAD_X + ROD_SPACING * rod + ROD_SPACING / 2;
        const { heavenDown, earthUp } = beadsForValue(value);
        const beadClass = interactive ? "cursor-pointer hover:opacity-85" : undefined;
        return (
          <g key={rod}>
            <line x1={x} x2={x} y1={TOP} y2={BOTTOM} strokeWidth={4} className="stroke-stone-500" />
            <path
              d={beadPath(x, heavenCentre(heavenDown))}
              data-rod={rod}
              data-bead="heaven"
              className={beadClass}
              fill={heavenDown ? "#ea580c" : "#fdba74"}
              stroke="#9a3412"
              strokeWidth={2}
              strokeLinejoin="round"
            />
            {Array.from({ length: EARTH_BEADS }, (_, i) => {
              const bead = i + 1;
              const up = bead <= earthUp;
              return (
                <path
                  key={bead}
                  d={beadPath(x, earthCentre(bead, up))}
                  data-rod={rod}
                  data-bead={bead}
                  className={beadClass}
                  fill={up ? "#0284c7" : "#7dd3fc"}
                  stroke="#075985"
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
              );
            })}
            <text
              x={x}
              y={BOTTOM + FRAME + 16}
              textAnchor="middle"
              className="fill-slate-700 text-[12px] font-semibold capitalize"
            >
              {names[rod]}
            </text>
          </g>
        );
      })}
      <rect x={FRAME} y={BEAM_Y} width={width - FRAME * 2} height={BEAM_HEIGHT} className="fill-amber-900" />
    </svg>
  );
}
