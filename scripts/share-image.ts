/**
 * Draws the 1200 × 630 picture that link previews show (og:image) and writes it to public/og-image.png.
 * The PNG is committed, so a build needs no fonts; run `node scripts/share-image.ts` after changing the drawing.
 */
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../public/og-image.png");
const font = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

const courses = [
  { label: "Abacus", fill: "#fde68a", ink: "#78350f" },
  { label: "Vedic Maths", fill: "#bbf7d0", ink: "#14532d" },
  { label: "English", fill: "#bae6fd", ink: "#0c4a6e" },
  { label: "Coding", fill: "#e9d5ff", ink: "#581c87" },
];

function chips(): string {
  let x = 96;
  return courses
    .map((course) => {
      const width = Math.round(40 + course.label.length * 15.5);
      const chip = `<rect x="${x}" y="432" width="${width}" height="64" rx="32" fill="${course.fill}"/>
        <text x="${x + width / 2}" y="475" text-anchor="middle" font-family="${font}" font-size="30" font-weight="700" fill="${course.ink}">${course.label}</text>`;
      x += width + 18;
      return chip;
    })
    .join("");
}

/** Abacus beads on three rods, in the brand colours, on the right. */
function abacus(): string {
  const colors = ["#ef4444", "#3b82f6", "#22c55e", "#a855f7", "#f59e0b"];
  const rods = [0, 1, 2, 3]
    .map((rod) => {
      const y = 206 + rod * 62;
      const beads = [0, 1, 2, 3, 4]
        .map((bead) => {
          const cx = 892 + bead * 38 + (bead >= rod + 1 ? 56 : 0);
          return `<ellipse cx="${cx}" cy="${y}" rx="19" ry="23" fill="${colors[(bead + rod) % colors.length]}"/>`;
        })
        .join("");
      return `<rect x="868" y="${y - 3}" width="254" height="6" rx="3" fill="#92400e"/>${beads}`;
    })
    .join("");
  return `<rect x="850" y="150" width="290" height="300" rx="28" fill="#fef3c7" stroke="#b45309" stroke-width="14"/>${rods}`;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f0fdf6"/>
      <stop offset="0.55" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#fffbeb"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="1120" cy="70" r="150" fill="#dcfce9"/>
  <circle cx="60" cy="600" r="120" fill="#fef3c7"/>
  <rect x="0" y="602" width="1200" height="28" fill="#166534"/>
  <g transform="translate(96 84) scale(2.2)">
    <circle cx="24" cy="24" r="24" fill="#dcfce9"/>
    <path d="M24 40V22" stroke="#15803d" stroke-width="3.5" stroke-linecap="round"/>
    <path d="M24 26c-9 0-14-5-14-13 8 0 14 4 14 13Z" fill="#16a34a"/>
    <path d="M24 22c0-8 5-13 14-13 0 9-6 13-14 13Z" fill="#f59e0b"/>
  </g>
  <text x="216" y="160" font-family="${font}" font-size="60" font-weight="800" fill="#166534">Skill<tspan fill="#d97706">Sprouts</tspan></text>
  <text x="96" y="290" font-family="${font}" font-size="64" font-weight="800" fill="#1e293b">Skills that grow</text>
  <text x="96" y="368" font-family="${font}" font-size="64" font-weight="800" fill="#1e293b">with every child</text>
  <text x="96" y="552" font-family="${font}" font-size="30" fill="#334155">For children aged 4 to 14, in schools and online</text>
  ${chips()}
  ${abacus()}
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
const meta = await sharp(out).metadata();
console.log(`wrote ${path.relative(process.cwd(), out)} (${meta.width} × ${meta.height})`);
