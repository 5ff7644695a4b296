import { asc } from "drizzle-orm";
import { testimonials } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { cachedContent } from "#app/server/hot-cache.server.ts";

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
      })
      .from(testimonials)
      .orderBy(asc(testimonials.createdAt), asc(testimonials.id)),
  );
}
