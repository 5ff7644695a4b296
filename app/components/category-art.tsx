import type { BlogCategory } from "#db/schema.ts";
import { cn } from "#app/ui/cn.ts";

const palettes: Record<BlogCategory, [string, string]> = {
  Abacus: ["#f59e0b", "#ef4444"],
  "Vedic Maths": ["#10b981", "#0ea5e9"],
  "Communicative English": ["#0ea5e9", "#6366f1"],
  Coding: ["#8b5cf6", "#d946ef"],
};

/** The blog's Abacus art: bright beads on a warm gradient. */
const blogBeads = ["#fde047", "#38bdf8", "#4ade80", "#f472b6"] as const;

/** A light illustration per blog category, drawn in SVG, used where a post has no cover image. */
export function CategoryArt({ category, className }: { category: BlogCategory; className?: string }) {
  const [from, to] = palettes[category];
  const id = `art-${category.replace(/\s+/g, "-").toLowerCase()}`;
  return (
    <svg viewBox="0 0 400 225" aria-hidden="true" className={className} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${id})`} />
      <circle cx="340" cy="40" r="70" fill="#fff" opacity="0.15" />
      <circle cx="40" cy="200" r="60" fill="#fff" opacity="0.12" />
      {category === "Abacus" ? (
        <AbacusFrame x={110} y={55} width={180} radius={12} rodColour="#fde68a" beadColours={blogBeads} />
      ) : category === "Vedic Maths" ? (
        <g fill="#fff" fontFamily="sans-serif">
          <rect x="95" y="50" width="210" height="125" rx="16" fill="#0f172a" opacity="0.85" />
          <path
            d="M130 95h40M150 75v40M200 95l30 30M230 95l-30 30M255 100h30M255 112h30"
            stroke="#fff"
            strokeWidth="8"
            strokeLinecap="round"
          />
          <circle cx="150" cy="145" r="6" />
          <circle cx="200" cy="145" r="6" />
          <circle cx="250" cy="145" r="6" />
        </g>
      ) : category === "Communicative English" ? (
        <g>
          <path
            d="M90 60h140a18 18 0 0 1 18 18v52a18 18 0 0 1-18 18h-90l-30 24v-24h-20a18 18 0 0 1-18-18V78a18 18 0 0 1 18-18Z"
            fill="#fff"
          />
          <path
            d="M200 95h100a16 16 0 0 1 16 16v40a16 16 0 0 1-16 16h-10v20l-24-20h-66a16 16 0 0 1-16-16v-40a16 16 0 0 1 16-16Z"
            fill="#fde68a"
          />
          <path d="M100 90h110M100 110h80M100 130h95" stroke="#6366f1" strokeWidth="8" strokeLinecap="round" />
        </g>
      ) : (
        <g>
          <rect x="100" y="50" width="200" height="130" rx="14" fill="#0f172a" />
          <rect x="100" y="50" width="200" height="24" rx="12" fill="#334155" />
          <path
            d="M140 110l-20 20 20 20M260 110l20 20-20 20M215 100l-30 60"
            stroke="#a5f3fc"
            strokeWidth="9"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
    </svg>
  );
}

/**
 * A wooden abacus of four rods with five beads each, alternate rows shifted half a bead; (x, y) is the frame's top
 * left corner, and the beads spread to fit its width. The blog's Abacus art and the home page's hero draw it at
 * their own size and colours.
 */
export function AbacusFrame({
  x,
  y,
  width,
  radius,
  rodColour,
  beadColours,
}: {
  x: number;
  y: number;
  width: number;
  radius: number;
  rodColour: string;
  /** One colour per rod, top to bottom. */
  beadColours: readonly [string, string, string, string];
}) {
  // The bead spacing, and the shift of alternate rows, grow with the frame's width.
  const beadGap = (width - 60) / 5;
  const stagger = beadGap - 10;
  return (
    <g>
      <rect x={x} y={y} width={width} height="120" rx={radius} fill="#7c2d12" />
      {beadColours.map((colour, row) => (
        <g key={row}>
          <line
            x1={x + 12}
            x2={x + width - 12}
            y1={y + 25 + row * 25}
            y2={y + 25 + row * 25}
            stroke={rodColour}
            strokeWidth="3"
          />
          {[0, 1, 2, 3, 4].map((bead) => (
            <circle
              key={bead}
              cx={x + 30 + bead * beadGap + (row % 2) * stagger}
              cy={y + 25 + row * 25}
              r="9"
              fill={colour}
            />
          ))}
        </g>
      ))}
    </g>
  );
}

/**
 * A blog post's cover picture, or its category's art where the post has none. Decorative: the post's title says
 * what it is about.
 */
export function PostCover({
  post,
  width,
  height,
  lazy = false,
  className,
}: {
  post: { coverImageKey: string | null; category: BlogCategory };
  width: number;
  height: number;
  lazy?: boolean;
  /** Size and shape, for the picture and the art alike. */
  className: string;
}) {
  return post.coverImageKey ? (
    <img
      src={`/media/${post.coverImageKey}`}
      alt=""
      width={width}
      height={height}
      loading={lazy ? "lazy" : undefined}
      className={cn(className, "object-cover")}
    />
  ) : (
    <CategoryArt category={post.category} className={className} />
  );
}

/** A post's category as a small rounded label above its title. */
export function CategoryTag({ category, className }: { category: BlogCategory; className?: string }) {
  return (
    <p className={cn("w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700", className)}>
      {category}
    </p>
  );
}
