const VISIBLE_MS = 4000;
let region: HTMLElement | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const TONES = { plain: "bg-slate-900", success: "bg-brand-700", error: "bg-red-700" } as const;
export type NoticeTone = keyof typeof TONES;

/** A short spoken and shown message at the top of the page, for content pages that have no toast library. */
export function showNotice(title: string, description?: string, tone: NoticeTone = "plain") {
  if (!region) {
    region = document.createElement("div");
    region.setAttribute("role", "status");
    document.body.append(region);
  }
  region.className = `fixed inset-x-4 top-4 z-50 mx-auto max-w-sm rounded-2xl ${TONES[tone]} px-5 py-4 text-white shadow-lg empty:hidden`;
  const heading = document.createElement("strong");
  heading.className = "block";
  heading.textContent = title;
  const detail = document.createElement("span");
  detail.className = "block break-all text-sm text-slate-200";
  detail.textContent = description ?? "";
  region.replaceChildren(heading, detail);
  clearTimeout(timer);
  timer = setTimeout(() => region?.replaceChildren(), VISIBLE_MS);
}
