import { ChevronLeft, ChevronRight, Star } from "lucide-react";

export type TestimonialCard = {
  id: number;
  name: string;
  role: string;
  quote: string;
  rating: number;
  avatarKey: string | null;
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/**
 * A scroll-snap list that works without JavaScript (swipe or scroll). The page's script
 * (`app/islands/carousel.ts`) reveals the previous/next buttons and moves it on every 5 s.
 */
export function TestimonialCarousel({ items }: { items: TestimonialCard[] }) {
  if (items.length === 0) {
    return (
      <p className="text-center text-lg text-slate-600">No testimonials available yet. Add one from the admin panel!</p>
    );
  }

  return (
    <div data-carousel aria-roledescription="carousel" aria-label="Testimonials" role="region" className="relative">
      {/* Scrollable, so it must be reachable by keyboard (arrow keys then scroll it). */}
      <ul
        data-carousel-list
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
      {items.length > 1 ? (
        <div data-carousel-controls hidden className="mt-2 flex items-center justify-center gap-3 [&[hidden]]:hidden">
          <button
            type="button"
            data-carousel-prev
            className="flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-slate-200 hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
            <span className="sr-only">Previous testimonial</span>
          </button>
          <span data-carousel-status className="min-w-16 text-center text-sm text-slate-600" aria-live="off">
            1 / {items.length}
          </span>
          <button
            type="button"
            data-carousel-next
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
