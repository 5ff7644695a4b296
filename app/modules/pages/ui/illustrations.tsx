import { cn } from "#app/ui/cn.ts";

/**
 * Inline illustrations for the About, Our Methodology and For Schools pages. They are drawn with
 * plain fills (no gradient or clip-path ids), so any drawing can appear more than once on a page.
 */
type ArtProps = { className?: string };

const beadColors = ["#ef4444", "#3b82f6", "#22c55e", "#a855f7"];

/** Two children learning hands-on: one slides abacus beads, the other snaps code blocks together. */
export function MethodologyHeroArt({ className, title }: ArtProps & { title: string }) {
  return (
    <svg
      viewBox="0 0 560 360"
      role="img"
      aria-labelledby="methodology-art-title"
      className={cn("block h-auto w-full", className)}
    >
      <title id="methodology-art-title">{title}</title>
      <rect x="10" y="10" width="540" height="340" rx="40" fill="#dcfce9" />
      <circle cx="462" cy="86" r="66" fill="#fef3c7" />
      <circle cx="92" cy="290" r="50" fill="#fef9c3" />

      {/* Chalkboard with a sum */}
      <rect x="196" y="36" width="168" height="96" rx="14" fill="#7c2d12" />
      <rect x="206" y="46" width="148" height="76" rx="8" fill="#166534" />
      <text
        x="280"
        y="96"
        textAnchor="middle"
        fill="#f8fafc"
        fontFamily="Nunito, ui-rounded, sans-serif"
        fontSize="32"
        fontWeight="800"
      >
        7 + 5 = 12
      </text>
      <path d="M226 108h40" stroke="#fde68a" strokeWidth="4" strokeLinecap="round" />

      {/* Idea bulb and sparkles */}
      <circle cx="452" cy="62" r="20" fill="#fbbf24" />
      <rect x="444" y="80" width="16" height="12" rx="3" fill="#64748b" />
      <path d="M452 28v-10M482 44l8-6M422 44l-8-6" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
      <path d="M104 62l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#f59e0b" />
      <path d="M64 150l3 7 8 1-6 5 2 8-7-4-7 4 2-8-6-5 8-1z" fill="#a855f7" />

      {/* Left child */}
      <path d="M92 262c0-44 22-66 58-66s58 22 58 66z" fill="#3b82f6" />
      <circle cx="150" cy="160" r="34" fill="#c68642" />
      <path d="M116 156c0-26 16-38 34-38s34 12 34 38c-10-14-22-18-34-18s-24 4-34 18z" fill="#1f2937" />
      <ChildFace cx={150} />

      {/* Right child */}
      <path d="M352 262c0-44 22-66 58-66s58 22 58 66z" fill="#f97316" />
      <path d="M372 160c0-30 16-44 38-44s38 14 38 44l4 40h-84z" fill="#3f2a1d" />
      <circle cx="410" cy="160" r="34" fill="#e0ac69" />
      <path d="M376 152c4-20 18-30 34-30s30 10 34 30c-12-10-22-12-34-12s-22 2-34 12z" fill="#3f2a1d" />
      <ChildFace cx={410} />

      {/* Speech bubble: speaking up in English */}
      <path
        d="M456 150h68a12 12 0 0 1 12 12v26a12 12 0 0 1-12 12h-44l-16 14 2-14h-10a12 12 0 0 1-12-12v-26a12 12 0 0 1 12-12z"
        fill="#ffffff"
      />
      <path d="M462 170h48M462 184h30" stroke="#0ea5e9" strokeWidth="5" strokeLinecap="round" />

      {/* Table */}
      <rect x="36" y="258" width="488" height="18" rx="9" fill="#b45309" />
      <rect x="70" y="276" width="14" height="56" rx="6" fill="#92400e" />
      <rect x="476" y="276" width="14" height="56" rx="6" fill="#92400e" />

      {/* Abacus on the table, with hands */}
      <rect x="88" y="202" width="128" height="58" rx="10" fill="#7c2d12" />
      <rect x="96" y="209" width="112" height="44" rx="5" fill="#fff7ed" />
      {beadColors.slice(0, 3).map((color, row) => (
        <g key={color}>
          <line x1="96" x2="208" y1={218 + row * 13} y2={218 + row * 13} stroke="#9a3412" strokeWidth="2" />
          {[0, 1, 2, 3].map((bead) => (
            <circle key={bead} cx={108 + bead * 13 + (row === 1 ? 44 : 0)} cy={218 + row * 13} r="5.5" fill={color} />
          ))}
        </g>
      ))}
      <circle cx="100" cy="236" r="9" fill="#c68642" />
      <circle cx="204" cy="236" r="9" fill="#c68642" />

      {/* Letter blocks between the children */}
      <rect x="250" y="220" width="38" height="38" rx="6" fill="#ef4444" />
      <rect x="292" y="220" width="38" height="38" rx="6" fill="#22c55e" />
      <rect x="271" y="180" width="38" height="38" rx="6" fill="#3b82f6" />
      <path d="M262 250l7-20 7 20m-11-7h8" stroke="#ffffff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
      <path
        d="M305 230v20h7a5 5 0 0 0 0-10h-7m0 0h6a5 5 0 0 0 0-10h-6"
        stroke="#ffffff"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M297 192a10 10 0 1 0 0 14" stroke="#ffffff" strokeWidth="3.5" fill="none" strokeLinecap="round" />

      {/* Tablet with code blocks, with hands */}
      <rect x="350" y="206" width="120" height="54" rx="8" fill="#1e293b" />
      <rect x="358" y="213" width="104" height="40" rx="4" fill="#e0f2fe" />
      <rect x="366" y="219" width="44" height="9" rx="3" fill="#f59e0b" />
      <rect x="374" y="230" width="52" height="9" rx="3" fill="#a855f7" />
      <rect x="374" y="241" width="36" height="9" rx="3" fill="#22c55e" />
      <circle cx="356" cy="240" r="9" fill="#e0ac69" />
      <circle cx="464" cy="240" r="9" fill="#e0ac69" />
    </svg>
  );
}

/** The eyes and smile of a child on the methodology drawing, whose head is centred at (cx, 160). */
function ChildFace({ cx }: { cx: number }) {
  return (
    <g fill="#1e293b">
      <circle cx={cx - 12} cy="164" r="4" />
      <circle cx={cx + 12} cy="164" r="4" />
      <path d={`M${cx - 12} 178q12 10 24 0`} stroke="#1e293b" strokeWidth="4" fill="none" strokeLinecap="round" />
    </g>
  );
}

/** A seedling by a map pin and a tree hung with colourful beads: small beginnings in Mira Road, grown tall. */
export function GrowthArt({ className }: ArtProps) {
  const leaves = [
    { cx: 200, cy: 96, r: 52, fill: "#22c55e" },
    { cx: 140, cy: 126, r: 42, fill: "#16a34a" },
    { cx: 262, cy: 126, r: 42, fill: "#16a34a" },
    { cx: 170, cy: 70, r: 36, fill: "#4ade80" },
    { cx: 236, cy: 72, r: 36, fill: "#4ade80" },
  ];
  const beads = [
    { cx: 150, cy: 110, fill: "#ef4444" },
    { cx: 196, cy: 70, fill: "#f59e0b" },
    { cx: 246, cy: 104, fill: "#3b82f6" },
    { cx: 210, cy: 128, fill: "#a855f7" },
    { cx: 270, cy: 140, fill: "#f59e0b" },
    { cx: 128, cy: 142, fill: "#3b82f6" },
  ];
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" className={cn("block h-auto w-full", className)}>
      <rect x="4" y="4" width="392" height="292" rx="36" fill="#fef9c3" />
      <circle cx="330" cy="60" r="26" fill="#fbbf24" />
      <path d="M4 236c70-30 150-34 196-30s130 14 196 34v20a36 36 0 0 1-36 36H40a36 36 0 0 1-36-36z" fill="#bbf7d0" />
      <path d="M184 226l6-96h20l6 96z" fill="#92400e" />
      <path
        d="M196 160q-10-20-36-34M204 156q10-18 36-28"
        stroke="#92400e"
        strokeWidth="10"
        fill="none"
        strokeLinecap="round"
      />
      {leaves.map((leaf) => (
        <circle key={`${leaf.cx}-${leaf.cy}`} cx={leaf.cx} cy={leaf.cy} r={leaf.r} fill={leaf.fill} />
      ))}
      {beads.map((bead) => (
        <circle key={`${bead.cx}-${bead.cy}`} cx={bead.cx} cy={bead.cy} r="9" fill={bead.fill} />
      ))}
      <path d="M90 262c0-12 8-20 18-20s18 8 18 20c0 12-18 26-18 26s-18-14-18-26z" fill="#dc2626" />
      <circle cx="108" cy="261" r="6" fill="#ffffff" />
      <path d="M150 256v-20" stroke="#15803d" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="140" cy="232" rx="11" ry="6" transform="rotate(-30 140 232)" fill="#22c55e" />
      <ellipse cx="160" cy="232" rx="11" ry="6" transform="rotate(30 160 232)" fill="#22c55e" />
    </svg>
  );
}

/** A school building with a flag, a teacher and a row of pupils: a partner school. */
export function SchoolArt({ className }: ArtProps) {
  const pupils = [
    { cx: 262, shirt: "#3b82f6", skin: "#c68642" },
    { cx: 300, shirt: "#f97316", skin: "#e0ac69" },
    { cx: 338, shirt: "#a855f7", skin: "#8d5524" },
  ];
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" className={cn("block h-auto w-full", className)}>
      <rect x="4" y="4" width="392" height="292" rx="36" fill="#e0f2fe" />
      <circle cx="334" cy="56" r="24" fill="#fbbf24" />
      <path d="M4 232h392v28a36 36 0 0 1-36 36H40a36 36 0 0 1-36-36z" fill="#bbf7d0" />
      <path d="M112 32v40" stroke="#475569" strokeWidth="4" strokeLinecap="round" />
      <path d="M114 34h30l-8 9 8 9h-30z" fill="#f59e0b" />
      <path d="M40 112l72-44 72 44z" fill="#b91c1c" />
      <rect x="52" y="110" width="120" height="124" fill="#fef3c7" />
      <rect x="52" y="110" width="120" height="10" fill="#fcd34d" />
      {[0, 1].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={66 + col * 34}
            y={132 + row * 34}
            width="24"
            height="22"
            rx="3"
            fill="#7dd3fc"
          />
        )),
      )}
      <rect x="98" y="198" width="28" height="36" rx="4" fill="#92400e" />
      <circle cx="112" cy="92" r="10" fill="#ffffff" />
      <path d="M112 86v6l4 3" stroke="#1e293b" strokeWidth="2" fill="none" strokeLinecap="round" />

      {/* Teacher */}
      <path d="M196 234v-38c0-14 8-22 20-22s20 8 20 22v38z" fill="#15803d" />
      <circle cx="216" cy="156" r="15" fill="#8d5524" />
      <path d="M201 154c0-12 7-18 15-18s15 6 15 18c-4-6-9-8-15-8s-11 2-15 8z" fill="#111827" />

      {/* Pupils */}
      {pupils.map((pupil) => (
        <g key={pupil.cx}>
          <path d={`M${pupil.cx - 14} 234v-26c0-10 6-16 14-16s14 6 14 16v26z`} fill={pupil.shirt} />
          <circle cx={pupil.cx} cy="180" r="11" fill={pupil.skin} />
        </g>
      ))}
    </svg>
  );
}
