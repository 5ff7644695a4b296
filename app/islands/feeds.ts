import { showNotice } from "./notice.ts";

const SEEN_MS = 800;

async function recordView(card: HTMLElement) {
  const response = await fetch(`/feeds/${card.dataset.feedId}/view`, { method: "POST" }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as { views?: number } | null;
  const label = card.querySelector("[data-feed-views]");
  if (label && typeof body?.views === "number") label.textContent = `${body.views.toLocaleString("en-IN")} views`;
}

async function share(card: HTMLElement, text: string) {
  const url = `${location.origin}/feeds#${card.id}`;
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

/** Counts a view once a post has been at least half on screen for a moment; the Share button replaces the link. */
export function enhanceFeeds(cards: HTMLElement[]) {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const card = entry.target as HTMLElement;
              if (entry.isIntersecting) {
                timers.set(
                  card,
                  setTimeout(() => {
                    observer?.unobserve(card);
                    void recordView(card);
                  }, SEEN_MS),
                );
              } else {
                clearTimeout(timers.get(card));
              }
            }
          },
          { threshold: 0.5 },
        )
      : null;

  for (const card of cards) {
    observer?.observe(card);
    const button = card.querySelector<HTMLButtonElement>("[data-feed-share]");
    const link = card.querySelector<HTMLElement>("[data-feed-link]");
    if (!button || !link) continue;
    const text = button.dataset.feedShare ?? "";
    button.hidden = false;
    link.hidden = true;
    button.addEventListener("click", () => void share(card, text));
  }
}
