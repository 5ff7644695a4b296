import { TestimonialFigure, type TestimonialCard } from "./testimonial-carousel.tsx";

/**
 * What parents and schools say about one course, on its page: a short list (no carousel: a course has only a
 * few), left out altogether when nobody has spoken of the course yet.
 */
export function CourseTestimonials({ items, heading }: { items: TestimonialCard[]; heading: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="course-testimonials-heading" className="mt-10">
      <h2 id="course-testimonials-heading" className="text-2xl font-extrabold">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <TestimonialFigure item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
