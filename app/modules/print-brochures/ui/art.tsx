import { cn } from "#app/ui/cn.ts";

/**
 * Decorative illustrations for the brochures, drawn inline so they print crisply and need no image
 * requests. They use plain fills (no gradient ids) so the same drawing can appear twice on a page.
 */
export type ArtProps = { className?: string };

const beadColors = ["#ef4444", "#f59e0b", "#22c55e", "#3b82f6", "#a855f7"];

/** A soroban-style abacus showing 1 7 5 3 9: one upper bead worth five, four lower beads worth one. */
export function AbacusArt({ className }: ArtProps) {
  const digits = [1, 7, 5, 3, 9];
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" className={cn("block", className)}>
      <rect x="10" y="18" width="300" height="206" rx="24" fill="#7c2d12" />
      <rect x="26" y="34" width="268" height="174" rx="12" fill="#fff7ed" />
      {digits.map((digit, rod) => {
        const x = 60 + rod * 50;
        const color = beadColors[rod] ?? "#ef4444";
        const ones = digit % 5;
        return (
          <g key={x}>
            <line x1={x} x2={x} y1="34" y2="208" stroke="#9a3412" strokeWidth="4" />
            <ellipse cx={x} cy={digit >= 5 ? 74 : 50} rx="21" ry="12" fill={color} />
            {[0, 1, 2, 3].map((bead) => (
              <ellipse
                key={bead}
                cx={x}
                cy={bead < ones ? 110 + bead * 24 : 196 - (3 - bead) * 24}
                rx="21"
                ry="11"
                fill={color}
              />
            ))}
          </g>
        );
      })}
      <rect x="26" y="87" width="268" height="9" fill="#7c2d12" />
      <circle cx="160" cy="91.5" r="3" fill="#fde68a" />
    </svg>
  );
}

/** A chalkboard with the "ends in 5" squaring shortcut and a sun doodle. */
export function VedicArt({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" className={cn("block", className)}>
      <rect x="8" y="14" width="304" height="198" rx="24" fill="#a16207" />
      <rect x="22" y="28" width="276" height="170" rx="14" fill="#064e3b" />
      <text x="44" y="86" fill="#ffffff" fontSize="34" fontWeight="800" fontFamily="inherit">
        35 × 35
      </text>
      <text x="44" y="136" fill="#fde68a" fontSize="34" fontWeight="800" fontFamily="inherit">
        = 12 | 25
      </text>
      <path d="M46 160h120" stroke="#6ee7b7" strokeWidth="5" strokeLinecap="round" strokeDasharray="2 12" />
      <text x="226" y="176" fill="#6ee7b7" fontSize="64" fontWeight="800" fontFamily="inherit">
        Σ
      </text>
      <circle cx="256" cy="72" r="18" fill="#fbbf24" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line
          key={angle}
          x1="256"
          y1="44"
          x2="256"
          y2="36"
          stroke="#fbbf24"
          strokeWidth="4"
          strokeLinecap="round"
          transform={`rotate(${angle} 256 72)`}
        />
      ))}
      <rect x="120" y="206" width="80" height="10" rx="5" fill="#e2e8f0" />
      <rect x="60" y="208" width="40" height="8" rx="4" fill="#fbbf24" />
    </svg>
  );
}

/** A laptop with snap-together code blocks and a friendly robot for the AI module. */
export function CodingArt({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" className={cn("block", className)}>
      <rect x="20" y="30" width="210" height="140" rx="14" fill="#1e293b" />
      <rect x="32" y="42" width="186" height="116" rx="8" fill="#f5f3ff" />
      <path d="M44 56h70l6 6h40v20H44z" fill="#f59e0b" />
      <path d="M56 88h80l6 6h30v20H56z" fill="#8b5cf6" />
      <path d="M56 120h60l6 6h50v20H56z" fill="#0ea5e9" />
      <rect x="44" y="84" width="12" height="62" rx="4" fill="#f59e0b" />
      <path d="M10 176h230l-12 20H22z" fill="#475569" />
      <rect x="248" y="92" width="64" height="56" rx="16" fill="#a78bfa" />
      <line x1="280" y1="92" x2="280" y2="72" stroke="#7c3aed" strokeWidth="5" />
      <circle cx="280" cy="68" r="8" fill="#f59e0b" />
      <circle cx="266" cy="116" r="7" fill="#ffffff" />
      <circle cx="294" cy="116" r="7" fill="#ffffff" />
      <circle cx="266" cy="117" r="3.5" fill="#1e293b" />
      <circle cx="294" cy="117" r="3.5" fill="#1e293b" />
      <path d="M268 134q12 8 24 0" stroke="#1e293b" strokeWidth="4" fill="none" strokeLinecap="round" />
      <rect x="256" y="152" width="48" height="40" rx="12" fill="#7c3aed" />
      <path
        d="M250 24l-10 12 10 12M282 24l10 12-10 12M272 20l-12 32"
        stroke="#7c3aed"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Two speech bubbles above an open book. */
export function EnglishArt({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" className={cn("block", className)}>
      <path
        d="M16 30a18 18 0 0 1 18-18h132a18 18 0 0 1 18 18v44a18 18 0 0 1-18 18H66l-26 22 4-22h-10a18 18 0 0 1-18-18z"
        fill="#0ea5e9"
      />
      <text x="42" y="64" fill="#ffffff" fontSize="28" fontWeight="800" fontFamily="inherit">
        Hello!
      </text>
      <path
        d="M140 82a18 18 0 0 1 18-18h128a18 18 0 0 1 18 18v40a18 18 0 0 1-18 18h-10l4 20-24-20H158a18 18 0 0 1-18-18z"
        fill="#fbbf24"
      />
      <text x="160" y="112" fill="#1e293b" fontSize="24" fontWeight="800" fontFamily="inherit">
        Let's talk!
      </text>
      <path d="M160 232c-30-14-70-18-116-12v-52c46-6 86-2 116 12z" fill="#ffffff" stroke="#1d4ed8" strokeWidth="5" />
      <path d="M160 232c30-14 70-18 116-12v-52c-46-6-86-2-116 12z" fill="#ffffff" stroke="#1d4ed8" strokeWidth="5" />
      <path
        d="M64 190q40-4 80 6M64 206q40-4 80 6M176 196q40-10 80-6M176 212q40-10 80-6"
        stroke="#93c5fd"
        strokeWidth="4"
      />
    </svg>
  );
}

/** A trainer at a whiteboard with three teachers in the front row. */
export function WorkshopArt({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" className={cn("block", className)}>
      <rect x="96" y="16" width="208" height="128" rx="14" fill="#ffffff" stroke="#166534" strokeWidth="6" />
      <path
        d="M116 118l40-36 32 22 44-48 44 30"
        stroke="#f59e0b"
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="276" cy="86" r="9" fill="#16a34a" />
      <circle cx="52" cy="64" r="24" fill="#c68642" />
      <path d="M28 60a24 24 0 0 1 48 0c-8-8-16-12-24-12s-16 4-24 12z" fill="#1e293b" />
      <path d="M20 150v-40a22 22 0 0 1 22-22h20a22 22 0 0 1 22 22v40z" fill="#16a34a" />
      <path d="M80 104l34-30" stroke="#c68642" strokeWidth="10" strokeLinecap="round" />
      {[
        { x: 110, skin: "#f2c09a", shirt: "#0ea5e9" },
        { x: 190, skin: "#8d5524", shirt: "#a855f7" },
        { x: 270, skin: "#e0ac69", shirt: "#ef4444" },
      ].map((person) => (
        <g key={person.x}>
          <circle cx={person.x} cy="178" r="20" fill={person.skin} />
          <path d={`M${person.x - 34} 240v-16a22 22 0 0 1 22-22h24a22 22 0 0 1 22 22v16z`} fill={person.shirt} />
        </g>
      ))}
    </svg>
  );
}

/** Two smiling children surrounded by the four subjects' symbols. */
export function KidsArt({ className }: ArtProps) {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" className={cn("block", className)}>
      {/* Child on the left */}
      <path d="M70 380v-60a50 50 0 0 1 50-50h40a50 50 0 0 1 50 50v60z" fill="#f59e0b" />
      <circle cx="140" cy="205" r="58" fill="#e0ac69" />
      <path d="M82 200c0-40 26-62 58-62s58 22 58 62c-12-22-34-34-58-34s-46 12-58 34z" fill="#3f1d0b" />
      <circle cx="120" cy="212" r="6" fill="#1e293b" />
      <circle cx="160" cy="212" r="6" fill="#1e293b" />
      <circle cx="108" cy="232" r="8" fill="#fb7185" opacity="0.6" />
      <circle cx="172" cy="232" r="8" fill="#fb7185" opacity="0.6" />
      <path d="M122 236q18 16 36 0" stroke="#1e293b" strokeWidth="5" fill="none" strokeLinecap="round" />
      {/* Child on the right */}
      <path d="M200 380v-52a46 46 0 0 1 46-46h38a46 46 0 0 1 46 46v52z" fill="#0ea5e9" />
      <circle cx="265" cy="222" r="52" fill="#8d5524" />
      <path d="M211 216c0-34 24-56 54-56s54 22 54 56c-14-16-32-26-54-26s-40 10-54 26z" fill="#1e293b" />
      <circle cx="212" cy="236" r="12" fill="#1e293b" />
      <circle cx="318" cy="236" r="12" fill="#1e293b" />
      <circle cx="247" cy="228" r="5.5" fill="#ffffff" />
      <circle cx="283" cy="228" r="5.5" fill="#ffffff" />
      <path d="M248 250q17 14 34 0" stroke="#ffffff" strokeWidth="5" fill="none" strokeLinecap="round" />
      {/* Floating subjects */}
      <rect x="20" y="40" width="96" height="70" rx="16" fill="#fde68a" />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <line x1="32" x2="104" y1={58 + row * 17} y2={58 + row * 17} stroke="#92400e" strokeWidth="3" />
          {[0, 1, 2].map((bead) => (
            <circle
              key={bead}
              cx={48 + bead * 16 + row * 8}
              cy={58 + row * 17}
              r="6.5"
              fill={beadColors[row + bead] ?? "#ef4444"}
            />
          ))}
        </g>
      ))}
      <rect x="150" y="20" width="104" height="64" rx="20" fill="#ffffff" />
      <text x="166" y="64" fill="#6d28d9" fontSize="30" fontWeight="900" fontFamily="inherit">
        {"</>"}
      </text>
      <rect x="284" y="56" width="100" height="64" rx="20" fill="#bbf7d0" />
      <text x="300" y="99" fill="#065f46" fontSize="30" fontWeight="900" fontFamily="inherit">
        ×÷
      </text>
      <path
        d="M18 128h60a14 14 0 0 1 14 14v26a14 14 0 0 1-14 14h-6l2 16-18-16h-38a14 14 0 0 1-14-14v-26a14 14 0 0 1 14-14z"
        fill="#dbeafe"
      />
      <text x="20" y="164" fill="#1d4ed8" fontSize="24" fontWeight="900" fontFamily="inherit">
        ABC
      </text>
      <path d="M364 186l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="#facc15" />
    </svg>
  );
}

/** Pip's path through the Whispering Woods, a wide strip of landscape. */
export function StoryArt({ className }: ArtProps) {
  const trees = [
    { x: 34, h: 118, fill: "#15803d" },
    { x: 92, h: 86, fill: "#166534" },
    { x: 150, h: 104, fill: "#15803d" },
    { x: 340, h: 112, fill: "#166534" },
    { x: 398, h: 84, fill: "#15803d" },
    { x: 452, h: 104, fill: "#166534" },
  ];
  return (
    <svg viewBox="0 0 480 180" aria-hidden="true" className={cn("block", className)}>
      <circle cx="410" cy="40" r="22" fill="#fde68a" />
      <path d="M0 180v-44c80-30 160-8 240-26s160-6 240-24v94z" fill="#86efac" />
      <path d="M210 180c10-30 50-40 40-72" stroke="#fde68a" strokeWidth="18" fill="none" strokeLinecap="round" />
      {trees.map((tree) => (
        <g key={tree.x}>
          <rect x={tree.x - 5} y="150" width="10" height="22" fill="#78350f" />
          <path d={`M${tree.x} ${168 - tree.h}l${tree.h / 2.8} ${tree.h - 14}h-${tree.h / 1.4}z`} fill={tree.fill} />
        </g>
      ))}
      <circle cx="254" cy="88" r="13" fill="#f2c09a" />
      <path d="M236 84h36l-8-14h-20z" fill="#b91c1c" />
      <path d="M243 101h22l6 30h-34z" fill="#f59e0b" />
      <circle cx="249" cy="88" r="2.5" fill="#1e293b" />
      <circle cx="259" cy="88" r="2.5" fill="#1e293b" />
      <path d="M286 64l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="#fde047" />
    </svg>
  );
}
