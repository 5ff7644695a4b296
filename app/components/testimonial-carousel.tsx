import { ChevronLeft, ChevronRight, Star } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "#app/ui/use-hydrated.ts";

export type TestimonialCard = {
  id: number;
  name: string;
  role: string;
  quote: string;
  rating: number;
  avatarKey: string | null;
};

const ADVANCE_MS = 5000;

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/**
 * A scroll-snap list that works without JavaScript (swipe or scroll). With it, the list moves on by
 * itself every 5 s, wraps both ways, has previous/next buttons, and holds still while hovered or
 * focused, or when the visitor prefers reduced motion.
 */
export function TestimonialCarousel({ items }: { items: TestimonialCard[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const hydrated = useHydrated();
  const regionRef = useRef<HTMLDivElement>(null);

  // Hover or keyboard focus anywhere in the carousel holds it still.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const pause = () => setPaused(true);
    const resume = (event: Event) => {
      if (event instanceof FocusEvent && region.contains(event.relatedTarget as Node | null)) return;
      setPaused(false);
    };
    region.addEventListener("pointerenter", pause);
    region.addEventListener("pointerleave", resume);
    region.addEventListener("focusin", pause);
    region.addEventListener("focusout", resume);
    return () => {
      region.removeEventListener("pointerenter", pause);
      region.removeEventListener("pointerleave", resume);
      region.removeEventListener("focusin", pause);
      region.removeEventListener("focusout", resume);
    };
  }, []);

  const goTo = useCallback(
    (next: number) => {
      const list = listRef.current;
      if (!list || items.length === 0) return;
      const wrapped = (next + items.length) % items.length;
      const item = list.children[wrapped] as HTMLElement | undefined;
      if (item) list.scrollTo({ left: item.offsetLeft - list.offsetLeft, behavior: "smooth" });
      setIndex(wrapped);
    },
    [items.length],
  );

  useEffect(() => {
    if (paused || items.length < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => goTo(index + 1), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [goTo, index, items.length, paused]);

  if (items.length === 0) {
    return (
      <p className="text-center text-lg text-slate-600">No testimonials available yet. Add one from the admin panel!</p>
    );
  }

  return (
    <div ref={regionRef} aria-roledescription="carousel" aria-label="Testimonials" role="region" className="relative">
      {/* Scrollable, so it must be reachable by keyboard (arrow keys then scroll it). */}
      <ul
        ref={listRef}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex snap-x snap-mandatory [scrollbar-width:thin] gap-6 overflow-x-auto scroll-smooth pb-4"
      >
        {items.map((item, position) => (
          <li
            key={item.id}
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${items.length}`}
            className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
          >
            <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <div className="flex gap-0.5" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                {Array.from({ length: 5 }, (_, star) => (
                  <Star
                    key={star}
                    aria-hidden="true"
                    className={star < item.rating ? "size-5 fill-sun-400 text-sun-500" : "size-5 text-slate-300"}
                  />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 text-lg text-slate-800">“{item.quote}”</blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                {item.avatarKey ? (
                  <img
                    src={`/media/${item.avatarKey}`}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                  >
                    {initials(item.name)}
                  </span>
                )}
                <span>
                  <span className="block font-bold">{item.name}</span>
                  <span className="block text-sm text-slate-600">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {hydrated && items.length > 1 ? (
        <div className="mt-2 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            className="flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-slate-200 hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
            <span className="sr-only">Previous testimonial</span>
          </button>
          <span className="min-w-16 text-center text-sm text-slate-600" aria-live={paused ? "polite" : "off"}>
            {index + 1} / {items.length}
          </span>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            className="flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-slate-200 hover:bg-brand-50"
          >
            <ChevronRight aria-hidden="true" className="size-6" />
            <span className="sr-only">Next testimonial</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
