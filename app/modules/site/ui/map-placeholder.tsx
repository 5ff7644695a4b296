import { cn } from "#app/ui/cn.ts";

/**
 * Our own drawing of the area around Mira Road station (creek, railway, main roads and a pin), shown where
 * the OpenStreetMap frame goes until a visitor asks for the real map. Not to scale; decorative.
 */
export function MapPlaceholder({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 800 320"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid slice"
      className={cn("block size-full", className)}
    >
      <rect width="800" height="320" fill="#eef6ea" />
      {/* The creek and mangroves to the west */}
      <path d="M0 0h140c-30 60 40 110 0 170s30 110 10 150H0z" fill="#bfdbfe" />
      <path d="M140 0c-30 60 40 110 0 170s30 110 10 150" fill="none" stroke="#86efac" strokeWidth="18" />
      {/* Parks */}
      <rect x="560" y="34" width="120" height="70" rx="18" fill="#d9f99d" />
      <rect x="250" y="220" width="90" height="64" rx="16" fill="#d9f99d" />
      {/* Roads */}
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M200 0v320M360 0c10 80-10 160 0 320M520 0v320M680 0c-10 100 10 200 0 320" strokeWidth="14" />
        <path d="M150 70h650M150 160c200-12 420 12 650 0M150 250h650" strokeWidth="14" />
        <path d="M200 110h160M420 200h100M600 120l80 40" strokeWidth="8" />
      </g>
      {/* The Western Railway line, with the station */}
      <path d="M450 0c-8 110 8 210 0 320" fill="none" stroke="#64748b" strokeWidth="6" />
      <path d="M450 0c-8 110 8 210 0 320" fill="none" stroke="#f8fafc" strokeWidth="2" strokeDasharray="10 10" />
      <rect x="430" y="120" width="40" height="64" rx="8" fill="#94a3b8" />
      {/* The pin */}
      <g transform="translate(400 150)">
        <ellipse cx="0" cy="34" rx="20" ry="6" fill="#0f172a" opacity="0.2" />
        <path d="M0 32C-16 10-26-2-26-18a26 26 0 0 1 52 0C26-2 16 10 0 32z" fill="#dc2626" />
        <circle cx="0" cy="-18" r="10" fill="#ffffff" />
      </g>
    </svg>
  );
}
