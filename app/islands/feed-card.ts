import { showNotice } from "./notice.ts";

const SEEN_MS = 800;

type FeedCardProps = { id: number; shareText: string };

async function recordView(card: HTMLElement, id: number) {
  const response = await fetch(`/feeds/${id}/view`, { method: "POST" }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as { views?: number } | null;
  const label = card.querySelector("[data-feed-views]");
  if (label && typeof body?.views === "number") label.textContent = `${body.views.toLocaleString("en-IN")} views`;
}

async function share(id: number, text: string) {
  const url = `${location.origin}/feeds#feed-${id}`;
  if (navigator.share) {
    try {
      await navigator.share({ title: "SkillSprouts School Feeds", text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showNotice("Link copied", "Paste it anywhere to share this post.");
  } catch {
    showNotice("Copy this link to share", url);
  }
}

const HALF_ON_SCREEN = 0.5;
const timers = new Map<Element, ReturnType<typeof setTimeout>>();
const onSeen = new Map<Element, () => void>();

/** One observer for every card on the page. */
let observer: IntersectionObserver | null | undefined;
function seenObserver(): IntersectionObserver | null {
  observer ??=
    "IntersectionObserver" in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const card = entry.target;
              if (entry.isIntersecting) {
                timers.set(
                  card,
                  setTimeout(() => {
                    observer?.unobserve(card);
                    onSeen.get(card)?.();
                  }, SEEN_MS),
                );
              } else {
                clearTimeout(timers.get(card));
              }
            }
          },
          { threshold: HALF_ON_SCREEN },
        )
      : null;
  return observer;
}

/** Counts a view once a post has been at least half on screen for a moment; the Share button replaces the link. */
export function mount(card: HTMLElement, { id, shareText }: FeedCardProps): void {
  onSeen.set(card, () => void recordView(card, id));
  seenObserver()?.observe(card);
  const button = card.querySelector<HTMLButtonElement>("[data-feed-share]");
  const link = card.querySelector<HTMLElement>("[data-feed-link]");
  if (!button || !link) return;
  button.hidden = false;
  link.hidden = true;
  button.addEventListener("click", () => void share(id, shareText));
}
