import type { ReactNode } from "react";
import type { SceneId } from "#app/modules/story/scenes.ts";

/*
 * Flat, hand-drawn style pictures for "Story Time", one per scene, all inline SVG on a 640×400 canvas.
 * Every gradient id is prefixed with the scene's id, so different scenes' pictures can share a page.
 */

type Ink = { u: string };
type SkyTime = "afternoon" | "late" | "sunset" | "dusk" | "night" | "golden";

const ink = {
  fur: "#f97316",
  furDark: "#ea580c",
  paw: "#7c2d12",
  cream: "#fff7ed",
  face: "#1f2937",
  blush: "#fda4af",
  bark: "#92400e",
  barkDark: "#78350f",
  parchment: "#fef3c7",
};

function url(u: string, name: string) {
  return `url(#${u}-${name})`;
}

function place(x: number, y: number, s = 1, flip = false, rotate = 0) {
  return `translate(${x} ${y}) rotate(${rotate}) scale(${flip ? -s : s} ${s})`;
}

const skyStops: Record<SkyTime, [number, string][]> = {
  afternoon: [
    [0, "#7dd3fc"],
    [0.7, "#bae6fd"],
    [1, "#fef3c7"],
  ],
  late: [
    [0, "#93c5fd"],
    [0.55, "#fde68a"],
    [1, "#fdba74"],
  ],
  sunset: [
    [0, "#818cf8"],
    [0.45, "#f9a8d4"],
    [1, "#fdba74"],
  ],
  dusk: [
    [0, "#312e81"],
    [0.6, "#6d28d9"],
    [1, "#f0abfc"],
  ],
  night: [
    [0, "#0b1023"],
    [1, "#1e3a8a"],
  ],
  golden: [
    [0, "#4338ca"],
    [0.5, "#f472b6"],
    [1, "#fcd34d"],
  ],
};

function Defs({ u }: Ink) {
  return (
    <defs>
      {Object.entries(skyStops).map(([time, stops]) => (
        <linearGradient key={time} id={`${u}-sky-${time}`} x1="0" y1="0" x2="0" y2="1">
          {stops.map(([offset, color]) => (
            <stop key={offset} offset={offset} stopColor={color} />
          ))}
        </linearGradient>
      ))}
      <linearGradient id={`${u}-water`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#7dd3fc" />
        <stop offset="1" stopColor="#0284c7" />
      </linearGradient>
      <linearGradient id={`${u}-nightWater`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#3b82f6" />
        <stop offset="1" stopColor="#1e3a8a" />
      </linearGradient>
      <radialGradient id={`${u}-glow`}>
        <stop offset="0" stopColor="#ffffff" stopOpacity="1" />
        <stop offset="0.3" stopColor="#e0f2fe" stopOpacity="0.75" />
        <stop offset="1" stopColor="#e0f2fe" stopOpacity="0" />
      </radialGradient>
      <radialGradient id={`${u}-warm`}>
        <stop offset="0" stopColor="#fef9c3" stopOpacity="1" />
        <stop offset="0.4" stopColor="#fde047" stopOpacity="0.6" />
        <stop offset="1" stopColor="#fde047" stopOpacity="0" />
      </radialGradient>
    </defs>
  );
}

/* ---------- Sky, ground and woods ---------- */

function Sky({ u, time }: Ink & { time: SkyTime }) {
  return <rect width="640" height="400" fill={url(u, `sky-${time}`)} />;
}

function Sun({ u, x, y, r = 34 }: Ink & { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r * 2.2} fill={url(u, "warm")} opacity="0.7" />
      <circle cx={x} cy={y} r={r} fill="#fde047" />
      <circle cx={x - r * 0.3} cy={y - r * 0.3} r={r * 0.35} fill="#fef9c3" opacity="0.7" />
    </g>
  );
}

function Moon({ u, x, y, full = false }: Ink & { x: number; y: number; full?: boolean }) {
  return (
    <g transform={place(x, y)}>
      <circle r="70" fill={url(u, "glow")} opacity="0.45" />
      {full ? (
        <g>
          <circle r="30" fill="#fef9c3" />
          <circle cx="-9" cy="-6" r="6" fill="#fde68a" />
          <circle cx="10" cy="8" r="8" fill="#fde68a" />
          <circle cx="6" cy="-14" r="3.5" fill="#fde68a" />
        </g>
      ) : (
        <path d="M0 -30A30 30 0 1 0 0 30A19 30 0 1 1 0 -30Z" fill="#fef9c3" />
      )}
    </g>
  );
}

function Sparkle({ x, y, s = 1, fill = "#fef9c3" }: { x: number; y: number; s?: number; fill?: string }) {
  return (
    <path
      transform={place(x, y, s)}
      d="M0 -8Q1 -1 8 0Q1 1 0 8Q-1 1 -8 0Q-1 -1 0 -8Z"
      fill={fill}
      stroke={fill}
      strokeWidth="1"
      strokeLinejoin="round"
    />
  );
}

const starField: [number, number, number][] = [
  [40, 40, 1.6],
  [96, 92, 1.2],
  [150, 30, 2],
  [214, 70, 1.3],
  [268, 24, 1.6],
  [330, 58, 1.1],
  [392, 30, 1.8],
  [440, 96, 1.2],
  [600, 40, 1.7],
  [612, 130, 1.2],
  [70, 150, 1.1],
  [356, 120, 1.3],
];

function Stars({ count = starField.length, sparkles = true }: { count?: number; sparkles?: boolean }) {
  return (
    <g fill="#fef9c3">
      {starField.slice(0, count).map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
      ))}
      {sparkles ? (
        <>
          <Sparkle x={180} y={118} s={0.8} />
          <Sparkle x={470} y={46} s={1} />
        </>
      ) : null}
    </g>
  );
}

function Cloud({ x, y, s = 1, fill = "#ffffff" }: { x: number; y: number; s?: number; fill?: string }) {
  return (
    <path
      transform={place(x, y, s)}
      d="M-46 0C-60 0 -60 -20 -44 -20C-44 -36 -20 -40 -12 -26C-4 -44 26 -42 28 -22C44 -26 54 -6 42 0Z"
      fill={fill}
      opacity="0.9"
    />
  );
}

function PineTree({ x, y, s = 1, fill = "#15803d" }: { x: number; y: number; s?: number; fill?: string }) {
  return (
    <g transform={place(x, y, s)}>
      <rect x="-5" y="-20" width="10" height="22" rx="3" fill={ink.barkDark} />
      <g fill={fill} stroke={fill} strokeWidth="5" strokeLinejoin="round">
        <path d="M-34 -16Q0 -8 34 -16L0 -68Z" />
        <path d="M-27 -46Q0 -38 27 -46L0 -94Z" />
        <path d="M-19 -74Q0 -67 19 -74L0 -116Z" />
      </g>
    </g>
  );
}

function RoundTree({
  x,
  y,
  s = 1,
  fill = "#22c55e",
  light = "#4ade80",
  hollow = false,
}: {
  x: number;
  y: number;
  s?: number;
  fill?: string;
  light?: string;
  hollow?: boolean;
}) {
  return (
    <g transform={place(x, y, s)}>
      <path d="M-14 0C-8 -20 -10 -50 -8 -76H8C10 -50 8 -20 14 0Z" fill={ink.bark} />
      <path d="M-4 -20q3 -10 0 -20M4 -44q-3 -8 0 -16" stroke={ink.barkDark} strokeWidth="2.5" fill="none" />
      {hollow ? (
        <g>
          <ellipse cx="0" cy="-52" rx="7" ry="10" fill="#3f1d0b" />
          <circle cx="-2.5" cy="-54" r="1.8" fill="#fde047" />
          <circle cx="2.5" cy="-54" r="1.8" fill="#fde047" />
        </g>
      ) : null}
      <circle cx="-26" cy="-90" r="30" fill={fill} />
      <circle cx="26" cy="-92" r="28" fill={fill} />
      <circle cx="0" cy="-118" r="34" fill={fill} />
      <circle cx="-10" cy="-126" r="14" fill={light} />
      <circle cx="20" cy="-100" r="9" fill={light} />
    </g>
  );
}

function Bush({ x, y, s = 1, fill = "#16a34a" }: { x: number; y: number; s?: number; fill?: string }) {
  return (
    <path
      transform={place(x, y, s)}
      d="M-34 0C-44 -16 -30 -30 -18 -24C-16 -40 8 -42 12 -28C26 -34 40 -18 32 0Z"
      fill={fill}
    />
  );
}

function Flowers({ spots }: { spots: [number, number, string][] }) {
  return (
    <g>
      {spots.map(([x, y, color]) => (
        <g key={`${x}-${y}`} transform={place(x, y)}>
          <path d="M0 0V-10" stroke="#15803d" strokeWidth="2" />
          <circle cx="0" cy="-12" r="4.5" fill={color} />
          <circle cx="0" cy="-12" r="1.8" fill="#fef08a" />
        </g>
      ))}
    </g>
  );
}

function Fern({
  x,
  y,
  s = 1,
  flip = false,
  fill = "#22c55e",
}: {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  fill?: string;
}) {
  return (
    <g transform={place(x, y, s, flip)} fill={fill}>
      <path d="M0 0Q6 -40 34 -62" stroke={fill} strokeWidth="3" fill="none" />
      {[0.2, 0.4, 0.6, 0.8].map((t) => (
        <g key={t} transform={`translate(${t * 30} ${-t * 56})`}>
          <ellipse cx="-7" cy="-4" rx="9" ry="3.5" transform="rotate(-30)" />
          <ellipse cx="6" cy="4" rx="9" ry="3.5" transform="rotate(20)" />
        </g>
      ))}
    </g>
  );
}

function Firefly({ u, x, y, s = 1 }: Ink & { x: number; y: number; s?: number }) {
  return (
    <g transform={place(x, y, s)}>
      <circle r="14" fill={url(u, "warm")} />
      <circle r="3" fill="#fef08a" />
    </g>
  );
}

/* ---------- Characters ---------- */

type FoxPose = "down" | "out" | "up" | "hold" | "cheer";
type FoxMood = "happy" | "unsure" | "sleepy" | "wow";

const foxArms: Record<FoxPose, [string, string]> = {
  down: ["M-18 -52Q-30 -42 -26 -28", "M18 -52Q30 -42 26 -28"],
  out: ["M-18 -52Q-34 -62 -50 -62", "M18 -52Q34 -52 50 -46"],
  up: ["M-18 -52Q-30 -42 -26 -28", "M18 -52Q32 -66 32 -88"],
  hold: ["M-18 -52Q-32 -44 -16 -38", "M18 -52Q32 -44 16 -38"],
  cheer: ["M-18 -52Q-32 -66 -34 -88", "M18 -52Q32 -66 34 -88"],
};

function pawAt(path: string) {
  const [x, y] = path
    .split(/[\sA-Z]+/)
    .filter(Boolean)
    .slice(-2)
    .map(Number);
  return { x: x ?? 0, y: y ?? 0 };
}

/** Pip (and, grown up, Mama Fox): feet at the origin, about 125 units tall. */
function Fox({
  x,
  y,
  s = 1,
  flip = false,
  rotate = 0,
  tilt = 0,
  scarf = "#facc15",
  backpack = true,
  mapInPack = false,
  mood = "happy",
  arms = "down",
  sitting = false,
  holding,
}: {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
  rotate?: number;
  tilt?: number;
  scarf?: string;
  backpack?: boolean;
  mapInPack?: boolean;
  mood?: FoxMood;
  arms?: FoxPose;
  sitting?: boolean;
  holding?: ReactNode;
}) {
  const armPaths = foxArms[arms];
  return (
    <g transform={place(x, y, s, flip, rotate)}>
      <g transform={sitting ? "translate(0 10)" : undefined}>
        <path d="M14 -24C48 -22 66 -52 50 -84C44 -62 32 -50 12 -46Z" fill={ink.furDark} />
        <path d="M50 -84C58 -72 58 -62 54 -56C50 -62 46 -68 42 -72Z" fill={ink.cream} />
        {backpack ? (
          <g>
            {mapInPack ? (
              <rect
                x="-40"
                y="-86"
                width="10"
                height="24"
                rx="3"
                fill={ink.parchment}
                stroke="#d6a86a"
                strokeWidth="1.5"
                transform="rotate(-16 -35 -74)"
              />
            ) : null}
            <rect x="-34" y="-68" width="22" height="34" rx="8" fill="#15803d" />
            <path d="M-34 -58H-12" stroke="#166534" strokeWidth="3" />
          </g>
        ) : null}
        {sitting ? null : (
          <g fill={ink.paw}>
            <rect x="-15" y="-22" width="11" height="22" rx="5" />
            <rect x="4" y="-22" width="11" height="22" rx="5" />
          </g>
        )}
        <ellipse cx="0" cy="-38" rx="22" ry="25" fill={ink.fur} />
        <ellipse cx="0" cy="-33" rx="13" ry="17" fill={ink.cream} />
        {backpack ? (
          <path d="M-16 -56Q-6 -44 -8 -26" stroke="#166534" strokeWidth="4" fill="none" strokeLinecap="round" />
        ) : null}
        <g transform={`rotate(${tilt} 0 -60)`}>
          <path d="M-17 -61Q0 -53 17 -61L18 -54Q0 -46 -18 -54Z" fill={scarf} />
          <path d="M7 -54L12 -38L19 -40L15 -56Z" fill={scarf} />
          <path d="M-25 -86L-21 -122L-3 -101Z" fill={ink.fur} />
          <path d="M25 -86L21 -122L3 -101Z" fill={ink.fur} />
          <path d="M-19 -95L-18 -113L-9 -102Z" fill={ink.paw} />
          <path d="M19 -95L18 -113L9 -102Z" fill={ink.paw} />
          <ellipse cx="0" cy="-83" rx="27" ry="22" fill={ink.fur} />
          <path d="M-27 -82Q-22 -64 0 -64Q22 -64 27 -82Q14 -74 0 -76Q-14 -74 -27 -82Z" fill={ink.cream} />
          <circle cx="-17" cy="-76" r="4" fill={ink.blush} opacity="0.8" />
          <circle cx="17" cy="-76" r="4" fill={ink.blush} opacity="0.8" />
          <ellipse cx="0" cy="-76" rx="4.5" ry="3.5" fill={ink.face} />
          <FoxFace mood={mood} />
        </g>
      </g>
      {sitting ? (
        <g fill={ink.paw}>
          <ellipse cx="-12" cy="-5" rx="12" ry="7" />
          <ellipse cx="12" cy="-5" rx="12" ry="7" />
        </g>
      ) : null}
      {holding}
      <g transform={sitting ? "translate(0 10)" : undefined}>
        {armPaths.map((d) => {
          const paw = pawAt(d);
          return (
            <g key={d}>
              <path d={d} stroke={ink.furDark} strokeWidth="9" strokeLinecap="round" fill="none" />
              <circle cx={paw.x} cy={paw.y} r="5.5" fill={ink.paw} />
            </g>
          );
        })}
      </g>
    </g>
  );
}

function FoxFace({ mood }: { mood: FoxMood }) {
  const line = { stroke: ink.face, strokeWidth: 2.4, strokeLinecap: "round" as const, fill: "none" };
  if (mood === "sleepy") {
    return (
      <g {...line}>
        <path d="M-14 -88Q-10 -84 -6 -88M6 -88Q10 -84 14 -88" />
        <path d="M-4 -69Q0 -66 4 -69" />
      </g>
    );
  }
  const r = mood === "wow" ? 5 : 4;
  return (
    <g>
      <ellipse cx="-10" cy="-88" rx={r - 0.5} ry={r + 0.5} fill={ink.face} />
      <ellipse cx="10" cy="-88" rx={r - 0.5} ry={r + 0.5} fill={ink.face} />
      <circle cx="-9" cy="-90" r="1.5" fill="#ffffff" />
      <circle cx="11" cy="-90" r="1.5" fill="#ffffff" />
      {mood === "happy" ? <path d="M-7 -70Q0 -63 7 -70" {...line} /> : null}
      {mood === "unsure" ? (
        <g {...line}>
          <path d="M-5 -67Q0 -70 5 -67" />
          <path d="M-15 -95L-6 -98M15 -95L6 -98" />
        </g>
      ) : null}
      {mood === "wow" ? <ellipse cx="0" cy="-68" rx="3" ry="3.5" fill={ink.face} /> : null}
    </g>
  );
}

/** Hoot the owl, perched with its feet at the origin. */
function Hoot({
  x,
  y,
  s = 1,
  wing = false,
  flip = false,
}: {
  x: number;
  y: number;
  s?: number;
  wing?: boolean;
  flip?: boolean;
}) {
  return (
    <g transform={place(x, y, s, flip)}>
      <path d="M-24 -60L-30 -88L-10 -70Z" fill="#8b5e34" />
      <path d="M24 -60L30 -88L10 -70Z" fill="#8b5e34" />
      <ellipse cx="0" cy="-38" rx="28" ry="36" fill="#8b5e34" />
      <ellipse cx="0" cy="-24" rx="17" ry="21" fill="#fde4b8" />
      <path d="M-10 -30q5 5 10 0q5 5 10 0M-8 -18q4 4 8 0q4 4 8 0" stroke="#c08552" strokeWidth="2" fill="none" />
      <path d="M-26 -48Q-40 -24 -20 -6Q-24 -28 -26 -48Z" fill="#6b4423" />
      {wing ? (
        <path d="M26 -44Q48 -58 56 -80Q38 -72 24 -58Z" fill="#6b4423" />
      ) : (
        <path d="M26 -48Q40 -24 20 -6Q24 -28 26 -48Z" fill="#6b4423" />
      )}
      <circle cx="-11" cy="-56" r="13" fill="#fef3c7" />
      <circle cx="11" cy="-56" r="13" fill="#fef3c7" />
      <circle cx="-11" cy="-56" r="6" fill={ink.face} />
      <circle cx="11" cy="-56" r="6" fill={ink.face} />
      <circle cx="-9" cy="-58" r="2" fill="#ffffff" />
      <circle cx="13" cy="-58" r="2" fill="#ffffff" />
      <g stroke="#4c1d95" strokeWidth="2.4" fill="none">
        <circle cx="-11" cy="-56" r="10" />
        <circle cx="11" cy="-56" r="10" />
        <path d="M-1 -57Q0 -60 1 -57" />
      </g>
      <path d="M-5 -46H5L0 -36Z" fill="#f59e0b" />
      <path d="M-12 0l4 -6l4 6M4 0l4 -6l4 6" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" fill="none" />
    </g>
  );
}

/** Bea the beaver, feet at the origin, holding a stick. */
function Beaver({ x, y, s = 1, flip = false }: { x: number; y: number; s?: number; flip?: boolean }) {
  return (
    <g transform={place(x, y, s, flip)}>
      <path d="M18 -8C48 -2 76 -8 82 -24C72 -34 44 -28 20 -24Z" fill="#57534e" />
      <path d="M34 -22L40 -6M50 -24L56 -6M66 -26L70 -10M28 -14H76" stroke="#44403c" strokeWidth="2" />
      <ellipse cx="0" cy="-34" rx="30" ry="32" fill="#9a5b2e" />
      <ellipse cx="0" cy="-28" rx="18" ry="22" fill="#d6a36b" />
      <ellipse cx="-14" cy="-3" rx="11" ry="5" fill="#44403c" />
      <ellipse cx="14" cy="-3" rx="11" ry="5" fill="#44403c" />
      <circle cx="-17" cy="-90" r="7" fill="#7c4a24" />
      <circle cx="17" cy="-90" r="7" fill="#7c4a24" />
      <circle cx="0" cy="-74" r="23" fill="#9a5b2e" />
      <g transform="translate(16 -94)">
        <circle cx="0" cy="-5" r="4" fill="#f9a8d4" />
        <circle cx="5" cy="0" r="4" fill="#f9a8d4" />
        <circle cx="0" cy="5" r="4" fill="#f9a8d4" />
        <circle cx="-5" cy="0" r="4" fill="#f9a8d4" />
        <circle r="2.5" fill="#fde047" />
      </g>
      <ellipse cx="0" cy="-65" rx="13" ry="9" fill="#e7c29a" />
      <ellipse cx="0" cy="-70" rx="5.5" ry="3.8" fill="#3f2a1d" />
      <rect x="-5" y="-60" width="10" height="9" rx="1.5" fill="#ffffff" stroke="#d6d3d1" />
      <path d="M0 -60V-51" stroke="#d6d3d1" />
      <circle cx="-9" cy="-80" r="3.2" fill={ink.face} />
      <circle cx="9" cy="-80" r="3.2" fill={ink.face} />
      <circle cx="-8" cy="-81" r="1" fill="#ffffff" />
      <circle cx="10" cy="-81" r="1" fill="#ffffff" />
      <path d="M-40 -34L36 -62" stroke={ink.bark} strokeWidth="6" strokeLinecap="round" />
      <path d="M30 -60l8 -10M-28 -38l-4 -10" stroke="#16a34a" strokeWidth="4" strokeLinecap="round" />
      <circle cx="-18" cy="-42" r="6" fill="#7c4a24" />
      <circle cx="14" cy="-54" r="6" fill="#7c4a24" />
    </g>
  );
}

/* ---------- Props ---------- */

function Butterfly({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={place(x, y, s, false, -15)}>
      <ellipse cx="-9" cy="-7" rx="10" ry="13" fill="#3b82f6" transform="rotate(-25 -9 -7)" />
      <ellipse cx="9" cy="-7" rx="10" ry="13" fill="#3b82f6" transform="rotate(25 9 -7)" />
      <ellipse cx="-7" cy="9" rx="7" ry="8" fill="#60a5fa" />
      <ellipse cx="7" cy="9" rx="7" ry="8" fill="#60a5fa" />
      <circle cx="-9" cy="-9" r="3" fill="#bfdbfe" />
      <circle cx="9" cy="-9" r="3" fill="#bfdbfe" />
      <path d="M0 -12V16M0 -12l-5 -9M0 -12l5 -9" stroke="#1e3a8a" strokeWidth="2.5" strokeLinecap="round" />
    </g>
  );
}

function Pebble({ u, x, y, s = 1, glow = 90 }: Ink & { x: number; y: number; s?: number; glow?: number }) {
  return (
    <g transform={place(x, y, s)}>
      <circle r={glow} fill={url(u, "glow")} />
      <ellipse rx="13" ry="10" fill="#e0f2fe" stroke="#bae6fd" strokeWidth="2" />
      <ellipse cx="-4" cy="-3" rx="4" ry="2.5" fill="#ffffff" />
    </g>
  );
}

function SpeechBubble({
  x,
  y,
  w,
  h,
  tailX,
  tailY,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  tailX: number;
  tailY: number;
  children?: ReactNode;
}) {
  // The tail leaves the bubble from the side nearest the speaker.
  const cx = Math.min(Math.max(tailX, x + 30), x + w - 30);
  return (
    <g>
      <path d={`M${cx - 14} ${y + h - 2}L${tailX} ${tailY}L${cx + 14} ${y + h - 2}Z`} fill="#ffffff" />
      <rect x={x} y={y} width={w} height={h} rx={h / 2.4} fill="#ffffff" />
      {children}
    </g>
  );
}

function Dots({ x, y }: { x: number; y: number }) {
  return (
    <g fill="#94a3b8">
      <circle cx={x - 14} cy={y} r="4.5" />
      <circle cx={x} cy={y} r="4.5" />
      <circle cx={x + 14} cy={y} r="4.5" />
    </g>
  );
}

function Cottage({ u, x, y, s = 1, doorOpen = false }: Ink & { x: number; y: number; s?: number; doorOpen?: boolean }) {
  return (
    <g transform={place(x, y, s)}>
      <rect x="44" y="-138" width="24" height="44" rx="3" fill="#a8a29e" />
      <path d="M44 -126H68M44 -112H68" stroke="#78716c" strokeWidth="2" />
      <path d="M-170 0C-150 -150 150 -150 170 0Z" fill="#65a30d" />
      <path
        d="M-120 -70Q-60 -110 0 -112Q60 -110 120 -70"
        stroke="#84cc16"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      {[-84, 84].map((wx) => (
        <g key={wx}>
          <circle cx={wx} cy="-56" r="44" fill={url(u, "warm")} />
          <circle cx={wx} cy="-56" r="19" fill="#fde047" stroke={ink.barkDark} strokeWidth="4" />
          <path d={`M${wx - 19} -56H${wx + 19}M${wx} -75V-37`} stroke={ink.barkDark} strokeWidth="3" />
        </g>
      ))}
      <path d="M-34 0V-50A34 34 0 0 1 34 -50V0Z" fill={ink.barkDark} />
      {doorOpen ? (
        <g>
          <path d="M-28 0V-50A28 28 0 0 1 28 -50V0Z" fill="#fde68a" />
          <circle cx="0" cy="-40" r="60" fill={url(u, "warm")} opacity="0.8" />
          <path d="M-28 0V-50Q-28 -68 -16 -74L-40 -66V4Z" fill="#b45309" />
        </g>
      ) : (
        <g>
          <path d="M-28 0V-50A28 28 0 0 1 28 -50V0Z" fill="#b45309" />
          <path d="M-10 0V-74M10 0V-74" stroke={ink.barkDark} strokeWidth="2" />
          <circle cx="16" cy="-32" r="3.5" fill="#fde047" />
        </g>
      )}
    </g>
  );
}

function Smoke({ x, y }: { x: number; y: number }) {
  return (
    <g fill="#f1f5f9" opacity="0.75">
      <circle cx={x} cy={y} r="9" />
      <circle cx={x + 8} cy={y - 20} r="12" />
      <circle cx={x - 2} cy={y - 44} r="15" />
    </g>
  );
}

function Lantern({ u, x, y }: Ink & { x: number; y: number }) {
  return (
    <g transform={place(x, y)}>
      <circle cy="18" r="56" fill={url(u, "warm")} />
      <path d="M-6 0Q0 -10 6 0" stroke="#44403c" strokeWidth="2.5" fill="none" />
      <rect x="-10" y="2" width="20" height="5" rx="2" fill="#44403c" />
      <rect x="-9" y="7" width="18" height="22" rx="4" fill="#fde047" stroke="#44403c" strokeWidth="2.5" />
      <rect x="-10" y="29" width="20" height="5" rx="2" fill="#44403c" />
    </g>
  );
}

function Zzz({ x, y }: { x: number; y: number }) {
  return (
    <path
      transform={place(x, y)}
      d="M0 0h10l-10 12h10M16 -20h8l-8 10h8M28 -38h6l-6 8h6"
      stroke="#e0e7ff"
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
    />
  );
}

/* ---------- Rope bridge ---------- */

function quad(t: number, a: number, b: number, c: number) {
  return (1 - t) * (1 - t) * a + 2 * (1 - t) * t * b + t * t * c;
}

const deck = { x: [150, 320, 490], y: [212, 292, 212] };
const rail = { y: [148, 228, 148] };
const wobble = [4, -6, 3, -2, 7, -5, 2, -7, 5, -3, 6, -4, 3, -6];
const planks = wobble.map((tilt, i) => {
  const t = (i + 0.5) / wobble.length;
  const x = quad(t, deck.x[0] ?? 0, deck.x[1] ?? 0, deck.x[2] ?? 0);
  const y = quad(t, deck.y[0] ?? 0, deck.y[1] ?? 0, deck.y[2] ?? 0);
  const slope = Math.atan2(2 * (1 - 2 * t) * 80, 340) * (180 / Math.PI);
  return { x, y, angle: slope + tilt, railY: quad(t, rail.y[0] ?? 0, rail.y[1] ?? 0, rail.y[2] ?? 0) };
});

function RopeBridge() {
  return (
    <g>
      {planks.map((plank, i) => (
        <path key={i} d={`M${plank.x} ${plank.y}L${plank.x} ${plank.railY}`} stroke="#a16207" strokeWidth="2.5" />
      ))}
      <path d="M150 212Q320 292 490 212" stroke="#854d0e" strokeWidth="4" fill="none" />
      {planks.map((plank, i) => (
        <rect
          key={i}
          x={plank.x - 10}
          y={plank.y - 4}
          width="20"
          height="10"
          rx="2"
          fill={i % 2 ? "#d97706" : "#b45309"}
          transform={`rotate(${plank.angle} ${plank.x} ${plank.y})`}
        />
      ))}
      <path d="M150 148Q320 228 490 148" stroke="#854d0e" strokeWidth="5" fill="none" strokeLinecap="round" />
      {[150, 490].map((px) => (
        <g key={px}>
          <rect x={px - 7} y="136" width="14" height="84" rx="4" fill={ink.barkDark} />
          <circle cx={px} cy="138" r="9" fill={ink.bark} />
        </g>
      ))}
    </g>
  );
}

/* ---------- The nine scenes ---------- */

function StartScene({ u }: Ink) {
  return (
    <g>
      <Sky u={u} time="afternoon" />
      <Sun u={u} x={530} y={128} r={34} />
      <Cloud x={120} y={78} s={1.1} />
      <Cloud x={380} y={56} s={0.8} />
      <path d="M0 250Q120 190 250 236T470 222T640 214V400H0Z" fill="#a7f3d0" />
      {[30, 90, 170, 420, 470, 610].map((tx, i) => (
        <PineTree key={tx} x={tx} y={268} s={0.6 + (i % 2) * 0.15} fill="#0f766e" />
      ))}
      <path d="M0 296Q320 258 640 292V400H0Z" fill="#84cc16" />
      <path d="M0 330Q320 300 640 330V400H0Z" fill="#65a30d" />
      <path
        d="M180 400C220 356 330 352 318 316C310 292 364 280 420 272L438 278C392 288 354 298 362 318C378 360 300 380 290 400Z"
        fill="#fde68a"
      />
      <PineTree x={80} y={360} s={1.7} fill="#15803d" />
      <PineTree x={190} y={300} s={1.1} fill="#16a34a" />
      <RoundTree x={560} y={350} s={1.35} hollow />
      <Bush x={470} y={340} s={1.1} />
      <Flowers
        spots={[
          [140, 372, "#f472b6"],
          [420, 372, "#a78bfa"],
          [446, 382, "#f472b6"],
          [250, 340, "#facc15"],
        ]}
      />
      <path
        d="M352 250C372 214 392 230 404 208C414 190 400 180 418 166"
        stroke="#ffffff"
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
        fill="none"
      />
      <Butterfly x={430} y={150} s={1.1} />
      <Fox x={320} y={372} s={1.15} mood="wow" tilt={-10} mapInPack />
    </g>
  );
}

function MapScene({ u }: Ink) {
  const trail = {
    stroke: "#dc2626",
    strokeWidth: 4,
    strokeDasharray: "2 10",
    strokeLinecap: "round" as const,
    fill: "none",
  };
  return (
    <g>
      <Sky u={u} time="afternoon" />
      <Sun u={u} x={90} y={90} r={28} />
      <path d="M0 268Q160 216 330 254T640 240V400H0Z" fill="#a7f3d0" />
      {[40, 110, 250, 600].map((tx) => (
        <PineTree key={tx} x={tx} y={282} s={0.7} fill="#0f766e" />
      ))}
      <path d="M0 300Q320 270 640 300V400H0Z" fill="#84cc16" />
      <path d="M90 400C110 356 150 330 210 314L236 318C180 338 160 370 170 400Z" fill="#fde68a" />
      <Bush x={40} y={340} s={1.2} />
      <Flowers
        spots={[
          [60, 380, "#f472b6"],
          [250, 380, "#facc15"],
        ]}
      />
      <g fill="#ffffff">
        <circle cx="214" cy="252" r="6" />
        <circle cx="236" cy="226" r="9" />
        <circle cx="264" cy="196" r="12" />
      </g>
      <g transform="translate(278 28) rotate(-3)">
        <path
          d="M0 8Q80 -4 170 6T340 2L346 100Q336 190 348 276Q250 268 170 280T-4 272Q8 190 -2 120T0 8Z"
          fill={ink.parchment}
          stroke="#d6a86a"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M196 8C176 70 222 110 196 160S170 230 200 276" stroke="#38bdf8" strokeWidth="24" fill="none" />
        <path d="M160 72Q196 84 234 72" stroke="#92400e" strokeWidth="10" fill="none" />
        <path d="M166 66V80M178 70V84M190 72V86M202 72V86M214 70V84M226 66V80" stroke="#fef3c7" strokeWidth="2" />
        <path d="M176 186L210 178L220 196L182 204Z" fill="#92400e" />
        <path d="M180 190L214 182M182 198L216 190" stroke="#fef3c7" strokeWidth="2" />
        <path d="M236 210Q252 214 262 206Q258 196 240 200Z" fill="#57534e" />
        <path d="M30 240C70 220 96 210 120 180S150 120 160 76M120 180C140 196 160 196 176 194" {...trail} />
        <circle cx="30" cy="240" r="8" fill="#f97316" />
        <g fill="#16a34a">
          <path d="M40 60L54 30L68 60Z" />
          <path d="M70 80L84 50L98 80Z" />
          <path d="M50 120L64 90L78 120Z" />
          <path d="M270 230L284 200L298 230Z" />
          <path d="M300 250L314 220L328 250Z" />
        </g>
        <g transform="translate(290 76)">
          <path d="M-22 0V-22L0 -40L22 -22V0Z" fill="#f97316" />
          <path d="M-6 0V-12H6V0Z" fill="#7c2d12" />
        </g>
        <path d="M234 72C256 70 268 64 278 54" {...trail} />
        <g transform="translate(46 188)">
          <path d="M0 -20L5 -5L20 0L5 5L0 20L-5 5L-20 0L-5 -5Z" fill="#d97706" />
          <circle r="4" fill={ink.parchment} />
        </g>
      </g>
      <Fox
        x={160}
        y={376}
        s={1.25}
        arms="hold"
        mood="happy"
        tilt={4}
        holding={
          <g>
            <rect
              x="-26"
              y="-54"
              width="52"
              height="34"
              rx="3"
              fill={ink.parchment}
              stroke="#d6a86a"
              strokeWidth="2.5"
            />
            <path
              d="M-18 -28Q-6 -36 2 -40T18 -48"
              stroke="#dc2626"
              strokeWidth="2.5"
              strokeDasharray="1 5"
              strokeLinecap="round"
              fill="none"
            />
            <path d="M8 -54Q2 -40 10 -20" stroke="#38bdf8" strokeWidth="4" fill="none" />
          </g>
        }
      />
    </g>
  );
}

function HootScene({ u }: Ink) {
  return (
    <g>
      <Sky u={u} time="late" />
      <Sun u={u} x={120} y={206} r={30} />
      <path d="M0 276Q150 226 300 262T640 250V400H0Z" fill="#bbf7d0" />
      {[30, 90, 200, 260].map((tx) => (
        <PineTree key={tx} x={tx} y={284} s={0.65} fill="#0f766e" />
      ))}
      <path d="M0 310Q320 284 640 310V400H0Z" fill="#84cc16" />
      <path d="M0 352Q320 330 640 352V400H0Z" fill="#65a30d" />
      <path d="M430 400C446 300 452 200 440 0H570C556 140 560 300 600 400Z" fill={ink.bark} />
      <path
        d="M470 360q10 -30 0 -60M520 300q-8 -24 0 -50M500 160q8 -20 0 -44M536 80q-8 -20 0 -40"
        stroke={ink.barkDark}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M448 204C400 192 340 188 262 194L264 210C340 206 396 212 448 228Z" fill={ink.bark} />
      <path d="M300 196q-10 -16 -28 -18q10 14 28 18Z" fill="#22c55e" />
      <g fill="#16a34a">
        <circle cx="470" cy="10" r="50" />
        <circle cx="560" cy="30" r="54" />
        <circle cx="630" cy="-4" r="50" />
        <circle cx="400" cy="-10" r="40" />
      </g>
      <g fill="#22c55e">
        <circle cx="440" cy="30" r="20" />
        <circle cx="590" cy="60" r="22" />
      </g>
      <Hoot x={336} y={196} s={1.15} wing />
      <SpeechBubble x={70} y={34} w={200} h={86} tailX={290} tailY={130}>
        <Pebble u={u} x={112} y={77} s={1.2} glow={28} />
        <path
          d="M142 77H176M166 68l10 9l-10 9"
          stroke="#94a3b8"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
        <g transform="translate(214 96)">
          <path d="M-24 0V-26L0 -46L24 -26V0Z" fill="#f97316" />
          <path d="M-7 0V-14H7V0Z" fill="#7c2d12" />
        </g>
      </SpeechBubble>
      <Bush x={80} y={370} s={1.3} />
      <g transform="translate(150 372)">
        <rect x="-3" y="-14" width="6" height="14" fill="#fef3c7" />
        <path d="M-12 -12Q0 -28 12 -12Z" fill="#ef4444" />
        <circle cx="-4" cy="-17" r="2" fill="#ffffff" />
      </g>
      <Fox x={268} y={374} s={1.15} tilt={-12} mood="happy" />
    </g>
  );
}

function BridgeScene({ u }: Ink) {
  return (
    <g>
      <Sky u={u} time="sunset" />
      <Sun u={u} x={410} y={262} r={30} />
      <Cloud x={120} y={70} fill="#fce7f3" />
      <Cloud x={520} y={90} s={0.8} fill="#fce7f3" />
      <path d="M0 268Q160 230 320 262T640 258V400H0Z" fill="#c4b5fd" />
      <rect y="320" width="640" height="80" fill={url(u, "water")} />
      <path
        d="M200 346q20 -8 40 0t40 0M340 370q20 -8 40 0t40 0M260 388q16 -6 32 0"
        stroke="#e0f2fe"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M0 216H160C168 260 150 300 172 340C150 370 160 390 170 400H0Z" fill="#a16207" />
      <path d="M0 210H164Q170 220 158 228H0Z" fill="#65a30d" />
      <path d="M640 216H480C472 260 492 300 468 340C490 370 480 390 470 400H640Z" fill="#a16207" />
      <path d="M640 210H476Q470 220 482 228H640Z" fill="#65a30d" />
      <PineTree x={50} y={214} s={1.1} fill="#15803d" />
      <PineTree x={100} y={214} s={0.8} fill="#166534" />
      <g stroke="#fde68a" strokeWidth="12" strokeLinecap="round" fill="none" opacity="0.9">
        <path d="M500 218Q540 196 560 170" />
        <path d="M500 218Q560 214 620 200" />
        <path d="M500 218Q590 226 640 244" />
      </g>
      <g transform="translate(590 210)">
        <rect x="-3" y="-60" width="6" height="60" fill={ink.barkDark} />
        <path d="M-2 -56H26L34 -50L26 -44H-2Z" fill="#d97706" />
        <path d="M2 -40H-26L-34 -34L-26 -28H2Z" fill="#f59e0b" />
      </g>
      <RopeBridge />
      <Fox x={320} y={250} s={0.95} arms="out" mood="wow" rotate={-6} />
      <g stroke="#ffffff" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M250 188q-8 10 0 20M236 184q-10 14 0 28" />
        <path d="M390 188q8 10 0 20M404 184q10 14 0 28" />
      </g>
    </g>
  );
}

function BeaverScene({ u }: Ink) {
  return (
    <g>
      <Sky u={u} time="sunset" />
      <Sun u={u} x={450} y={236} r={38} />
      <Cloud x={150} y={80} fill="#fce7f3" />
      <path d="M0 240Q140 190 300 232T640 230V290H0Z" fill="#a78bfa" />
      <path d="M0 262Q200 236 400 256T640 252V300H0Z" fill="#4d7c0f" />
      <rect y="270" width="640" height="70" fill={url(u, "water")} />
      <path
        d="M60 292q20 -8 40 0t40 0M220 312q20 -8 40 0t40 0M90 326q16 -6 32 0"
        stroke="#e0f2fe"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M520 262C530 240 600 236 616 262L640 270V344H500C494 300 506 282 520 262Z" fill="#78350f" />
      <g stroke="#a16207" strokeWidth="6" strokeLinecap="round">
        <path d="M512 290L600 270M508 312L630 300M520 332L640 322M530 262L596 252" />
      </g>
      <g stroke="#d97706" strokeWidth="4" strokeLinecap="round">
        <path d="M520 280L566 296M560 262L620 290M540 318L600 340" />
      </g>
      <path d="M0 336Q320 316 640 336V400H0Z" fill="#84cc16" />
      <g stroke="#15803d" strokeWidth="3" strokeLinecap="round">
        <path d="M30 344V300M44 344V290M58 344V306" />
      </g>
      <g fill="#92400e">
        <rect x="26" y="288" width="8" height="22" rx="4" />
        <rect x="40" y="278" width="8" height="22" rx="4" />
      </g>
      <g transform="translate(592 394)">
        <path d="M-30 0L30 -4" stroke={ink.bark} strokeWidth="7" strokeLinecap="round" />
        <path d="M-20 -10L36 -14" stroke="#a16207" strokeWidth="7" strokeLinecap="round" />
      </g>
      <Beaver x={430} y={388} s={1.2} flip />
      <Fox x={232} y={390} s={1.15} mood="happy" arms="up" tilt={6} />
      <SpeechBubble x={176} y={130} w={90} h={50} tailX={214} tailY={206}>
        <Dots x={221} y={155} />
      </SpeechBubble>
      <SpeechBubble x={380} y={150} w={110} h={56} tailX={420} tailY={232}>
        <path d="M405 178L465 170" stroke={ink.bark} strokeWidth="6" strokeLinecap="round" />
        <path d="M412 190L460 184" stroke="#a16207" strokeWidth="6" strokeLinecap="round" />
      </SpeechBubble>
    </g>
  );
}

function PebbleScene({ u }: Ink) {
  return (
    <g>
      <Sky u={u} time="dusk" />
      <Moon u={u} x={540} y={78} />
      <Stars count={7} sparkles={false} />
      <path d="M0 250Q160 210 320 244T640 236V400H0Z" fill="#3730a3" />
      {[20, 80, 150, 480, 560, 620].map((tx, i) => (
        <PineTree key={tx} x={tx} y={262} s={0.8 + (i % 3) * 0.15} fill="#1e3a5f" />
      ))}
      <path d="M0 290Q320 262 640 290V400H0Z" fill="#166534" />
      <path
        d="M640 300C520 306 470 330 420 352S300 380 260 400H380C420 380 470 370 520 354S600 330 640 326Z"
        fill={url(u, "nightWater")}
      />
      <path
        d="M480 336q16 -6 32 0M420 366q16 -6 32 0"
        stroke="#bfdbfe"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <g>
        {[
          [430, 348, 16],
          [520, 328, 12],
          [360, 392, 18],
        ].map(([sx = 0, sy = 0, r = 0]) => (
          <g key={sx}>
            <ellipse cx={sx} cy={sy} rx={r * 1.4} ry={r} fill="#94a3b8" />
            <path
              d={`M${sx - r * 1.3} ${sy - r * 0.2}Q${sx} ${sy - r * 1.4} ${sx + r * 1.3} ${sy - r * 0.2}Q${sx} ${sy - r * 0.6} ${sx - r * 1.3} ${sy - r * 0.2}Z`}
              fill="#4ade80"
            />
          </g>
        ))}
      </g>
      <path
        d="M300 386C250 350 180 330 120 310C90 300 60 296 30 296L40 304C80 310 160 330 260 392Z"
        fill="#fef9c3"
        opacity="0.55"
      />
      <path
        d="M250 400C200 360 110 330 30 298"
        stroke="#fef9c3"
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
        fill="none"
        opacity="0.8"
      />
      <Fern x={110} y={384} s={1.2} />
      <Fern x={120} y={390} s={1} flip fill="#16a34a" />
      <Fern x={590} y={392} s={1.1} flip />
      <g stroke="#fef9c3" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
          <path key={a} d="M30 0H52" transform={`translate(362 246) rotate(${a})`} />
        ))}
      </g>
      <Fox
        x={324}
        y={364}
        s={1.2}
        arms="up"
        mood="wow"
        tilt={-8}
        holding={<Pebble u={u} x={32} y={-98} s={0.85} glow={110} />}
      />
      <Firefly u={u} x={190} y={200} />
      <Firefly u={u} x={240} y={150} s={0.8} />
      <Firefly u={u} x={460} y={190} />
      <Firefly u={u} x={520} y={250} s={0.7} />
      <Firefly u={u} x={90} y={250} s={0.8} />
    </g>
  );
}

function LostScene({ u }: Ink) {
  return (
    <g>
      <Sky u={u} time="night" />
      <Stars />
      <Moon u={u} x={540} y={80} />
      <path d="M0 262Q160 220 320 256T640 250V400H0Z" fill="#1e3a8a" />
      {[330, 380, 450, 520, 580, 630].map((tx, i) => (
        <PineTree key={tx} x={tx} y={276} s={0.7 + (i % 2) * 0.2} fill="#172554" />
      ))}
      <path d="M0 300Q320 272 640 300V400H0Z" fill="#14532d" />
      <g stroke="#a3a36b" strokeWidth="16" strokeLinecap="round" fill="none" opacity="0.45">
        <path d="M330 400Q380 340 470 300" />
        <path d="M330 400Q460 360 620 330" />
        <path d="M330 400Q420 320 400 290" />
      </g>
      <path d="M130 400C150 330 150 260 136 180H210C196 260 200 330 230 400Z" fill="#5b3410" />
      <path
        d="M150 184C120 160 80 160 50 150M196 186C230 160 270 160 300 150"
        stroke="#5b3410"
        strokeWidth="12"
        strokeLinecap="round"
        fill="none"
      />
      <g fill="#166534">
        <circle cx="80" cy="120" r="60" />
        <circle cx="170" cy="80" r="72" />
        <circle cx="270" cy="122" r="58" />
        <circle cx="120" cy="170" r="40" />
        <circle cx="240" cy="172" r="40" />
      </g>
      <g fill="#15803d">
        <circle cx="150" cy="60" r="26" />
        <circle cx="250" cy="104" r="18" />
      </g>
      <circle cx="250" cy="340" r="140" fill={url(u, "warm")} opacity="0.35" />
      <Fox
        x={230}
        y={392}
        s={1.1}
        sitting
        mood="sleepy"
        holding={<path d="M-40 -2C-34 -34 24 -44 44 -8C20 -18 -10 -14 -40 -2Z" fill="#84cc16" />}
      />
      <Zzz x={270} y={236} />
      <Hoot x={330} y={384} s={1.05} flip />
      <Firefly u={u} x={200} y={250} />
      <Firefly u={u} x={300} y={226} s={0.8} />
      <Firefly u={u} x={380} y={280} />
      <Firefly u={u} x={110} y={300} s={0.7} />
      <Firefly u={u} x={420} y={220} s={0.8} />
      <Flowers
        spots={[
          [60, 380, "#c4b5fd"],
          [420, 390, "#c4b5fd"],
        ]}
      />
    </g>
  );
}

function SadScene({ u }: Ink) {
  return (
    <g>
      <Sky u={u} time="night" />
      <Stars />
      <Moon u={u} x={130} y={90} full />
      <path d="M0 262Q180 226 340 254T640 246V400H0Z" fill="#1e3a8a" />
      <path d="M0 296Q320 270 640 296V400H0Z" fill="#166534" />
      <path d="M0 330C80 322 140 334 200 346S260 380 240 400H0Z" fill={url(u, "nightWater")} />
      <path
        d="M40 350q16 -6 32 0M120 368q16 -6 32 0"
        stroke="#bfdbfe"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M250 400C280 370 360 364 420 372L430 384C370 380 300 384 290 400Z" fill="#a3a36b" opacity="0.6" />
      <PineTree x={30} y={300} s={0.9} fill="#14532d" />
      <Cottage u={u} x={490} y={384} s={0.95} doorOpen />
      <Smoke x={546} y={236} />
      <Fox
        x={418}
        y={388}
        s={1.05}
        scarf="#a855f7"
        backpack={false}
        flip
        arms="up"
        mood="happy"
        holding={<Lantern u={u} x={32} y={-96} />}
      />
      <Fox x={330} y={390} s={0.85} mood="unsure" tilt={-4} />
      <Fern x={250} y={396} s={0.9} fill="#15803d" />
    </g>
  );
}

function GoodScene({ u }: Ink) {
  return (
    <g>
      <Sky u={u} time="golden" />
      <Sun u={u} x={120} y={284} r={44} />
      <Sparkle x={470} y={64} s={2} fill="#fefce8" />
      <circle cx="470" cy="64" r="30" fill={url(u, "warm")} opacity="0.6" />
      <Stars count={3} sparkles={false} />
      <Cloud x={280} y={110} s={0.9} fill="#fbcfe8" />
      <path d="M0 286Q140 252 280 276T640 268V400H0Z" fill="#a3e635" />
      {[20, 70, 230].map((tx) => (
        <PineTree key={tx} x={tx} y={296} s={0.75} fill="#166534" />
      ))}
      <path d="M0 320Q320 296 640 320V400H0Z" fill="#84cc16" />
      <Cottage u={u} x={478} y={380} s={1} doorOpen />
      <Smoke x={534} y={232} />
      <path
        d="M40 400C120 360 240 356 340 370S430 384 450 380L470 388C420 396 360 384 300 390S160 392 120 400Z"
        fill="#fde68a"
      />
      <g fill="#fef9c3">
        <circle cx="90" cy="384" r="4" />
        <circle cx="150" cy="372" r="4" />
        <circle cx="210" cy="368" r="4" />
      </g>
      <Fox x={398} y={378} s={1} scarf="#a855f7" backpack={false} flip arms="cheer" mood="happy" />
      <Fox
        x={262}
        y={388}
        s={1.05}
        rotate={6}
        arms="cheer"
        mood="happy"
        holding={<Pebble u={u} x={36} y={-100} s={0.7} glow={50} />}
      />
      <Flowers
        spots={[
          [330, 334, "#f472b6"],
          [352, 340, "#a78bfa"],
          [600, 388, "#f472b6"],
          [620, 378, "#facc15"],
          [50, 340, "#facc15"],
        ]}
      />
      <g stroke="#ffffff" strokeWidth="3" strokeLinecap="round" opacity="0.8">
        <path d="M200 300H176M204 320H170M200 340H180" />
      </g>
    </g>
  );
}

function SceneArt({ id, u }: { id: SceneId; u: string }) {
  switch (id) {
    case "start":
      return <StartScene u={u} />;
    case "followMap":
      return <MapScene u={u} />;
    case "askHoot":
      return <HootScene u={u} />;
    case "crossBridge":
      return <BridgeScene u={u} />;
    case "talkBeaver":
      return <BeaverScene u={u} />;
    case "findPebble":
      return <PebbleScene u={u} />;
    case "lostEnd":
      return <LostScene u={u} />;
    case "sadEnd":
      return <SadScene u={u} />;
    case "goodEnd":
      return <GoodScene u={u} />;
  }
}

/** The picture for one story scene; `title` becomes its accessible name. */
export function SceneIllustration({ id, title }: { id: SceneId; title: string }) {
  // A page shows one scene; its id keeps the gradients' url(#…) references apart from any other picture's.
  const u = `story-${id}`;
  const titleId = `${u}-title`;
  return (
    <svg viewBox="0 0 640 400" role="img" aria-labelledby={titleId} className="h-auto w-full">
      <title id={titleId}>{title}</title>
      <Defs u={u} />
      <SceneArt id={id} u={u} />
    </svg>
  );
}
