import { ChevronLeft, ChevronRight } from "lucide-react";
import { Island } from "#app/islands/island.tsx";
import { nameInitials } from "#app/modules/content/shared/format.ts";

export type TestimonialCard = {
  id: number;
  name: string;
  role: string;
  quote: string;
  rating: number;
  avatarKey: string | null;
};

/** The person's photo, or their initials in a circle: on the site's carousel and in the back office's list. */
export function TestimonialAvatar({ name, avatarKey }: Pick<TestimonialCard, "name" | "avatarKey">) {
  return avatarKey ? (
    <img
      src={`/media/${avatarKey}`}
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
      {nameInitials(name)}
    </span>
  );
}

// Lucide's star, drawn once per rating and reused for its five places.
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

/** Five stars in one picture (a fifth of the markup of five icons, on a page that shows many ratings). */
function StarRating({ rating, starId }: { rating: number; starId: string }) {
  return (
    <svg
      viewBox="0 0 129.6 24"
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className="h-5 w-27"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <path id={starId} d={STAR_PATH} />
      </defs>
      {Array.from({ length: 5 }, (_, star) => (
        <use
          key={star}
          href={`#${starId}`}
          x={star * 26.4}
          className={star < rating ? "fill-sun-400 text-sun-500" : "text-slate-300"}
        />
      ))}
    </svg>
  );
}

/** One testimonial: its stars, the quote and who said it; in the home page's carousel and on course pages. */
export function TestimonialFigure({ item }: { item: TestimonialCard }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <StarRating rating={item.rating} starId={`star-${item.id}`} />
      <blockquote className="mt-4 flex-1 text-lg text-slate-800">“{item.quote}”</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <TestimonialAvatar name={item.name} avatarKey={item.avatarKey} />
        <span>
          <span className="block font-bold">{item.name}</span>
          <span className="block text-sm text-slate-600">{item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * A scroll-snap list that works without JavaScript (swipe or scroll). Its island (`app/islands/carousel.ts`)
 * reveals the previous/next buttons and moves it on every 5 s.
 */
export function TestimonialCarousel({ items }: { items: TestimonialCard[] }) {
  if (items.length === 0) {
    return (
      <p className="text-center text-lg text-slate-600">No testimonials available yet. Add one from the admin panel!</p>
    );
  }

  return (
    <Island name="testimonial-carousel">
      <div aria-roledescription="carousel" aria-label="Testimonials" role="region" className="relative">
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
              <TestimonialFigure item={item} />
            </li>
          ))}
        </ul>
        {items.length > 1 ? (
          <div data-carousel-controls hidden className="mt-2 flex items-center justify-center gap-3 [&[hidden]]:hidden">
            <CarouselButton direction="prev" />
            <span data-carousel-status className="min-w-16 text-center text-sm text-slate-600" aria-live="off">
              1 / {items.length}
            </span>
            <CarouselButton direction="next" />
            {/* Moving on by itself, the carousel can be stopped for good (WCAG 2.2.2), not only while hovered. */}
            <button
              type="button"
              data-carousel-pause=""
              className="min-h-11 rounded-full bg-white px-4 text-sm font-semibold shadow ring-1 ring-slate-200 hover:bg-brand-50"
            >
              Pause
            </button>
          </div>
        ) : null}
      </div>
    </Island>
  );
}

/** A previous or next button, hidden with its row until the carousel's island shows it. */
function CarouselButton({ direction }: { direction: "prev" | "next" }) {
  const Icon = direction === "prev" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      {...{ [`data-carousel-${direction}`]: "" }}
      className="flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-slate-200 hover:bg-brand-50"
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">{direction === "prev" ? "Previous testimonial" : "Next testimonial"}</span>
    </button>
  );
}
