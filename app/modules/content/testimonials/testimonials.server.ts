import { asc } from "drizzle-orm";
import { testimonials } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";
import { testimonialsForCourse } from "./testimonial-courses.ts";

/** Every testimonial, for the home page; each names the course it speaks of, if any. */
export async function listTestimonials() {
  return cachedContent("testimonials", () =>
    db()
      .select({
        id: testimonials.id,
        name: testimonials.name,
        role: testimonials.role,
        quote: testimonials.quote,
        rating: testimonials.rating,
        avatarKey: testimonials.avatarKey,
        programId: testimonials.programId,
      })
      .from(testimonials)
      .orderBy(asc(testimonials.createdAt), asc(testimonials.id)),
  );
}

/** The testimonials that speak of one course, for its page: picked from the one kept read of them all. */
export async function listCourseTestimonials(programId: string) {
  return testimonialsForCourse(await listTestimonials(), programId);
}
