import { describe, expect, it } from "vitest";
import { seedBlogPosts, seedLeaders, seedPrograms, seedTestimonials } from "#db/seed/content.ts";
import { leaderVisibility, LeaderSchema } from "#app/modules/content/leaders/leader-admin.ts";
import { nameInitials } from "#app/modules/content/shared/format.ts";
import { testimonialsForCourse } from "#app/modules/content/testimonials/testimonial-courses.ts";

/** "Meera Kulkarni, Head of Abacus Training" → its name and role; null for a byline that names no role. */
function byline(author: string) {
  const comma = author.indexOf(", ");
  return comma < 0 ? null : { name: author.slice(0, comma), role: author.slice(comma + 2) };
}

describe("the built-in leaders", () => {
  it("include every person the blog's bylines name, with the role the byline gives", () => {
    const named = seedBlogPosts.map((post) => byline(post.author)).filter((entry) => entry !== null);
    expect(named.length).toBe(seedBlogPosts.length);
    for (const { name, role } of named) {
      expect(seedLeaders, `${name}, ${role}`).toContainEqual(expect.objectContaining({ name, role }));
    }
  });

  it("name the heads of Abacus, English and Coding, each with a bio", () => {
    const roles = seedLeaders.map((leader) => leader.role).join(" | ");
    for (const course of ["Abacus", "English", "Coding"]) expect(roles).toContain(course);
    for (const leader of seedLeaders) {
      expect(leader.name).not.toBe("");
      expect(leader.bio.length).toBeGreaterThan(40);
    }
  });

  it("pass the back office's own checks", () => {
    for (const [index, leader] of seedLeaders.entries()) {
      expect(LeaderSchema.safeParse({ ...leader, sortOrder: String(index + 1), isPublished: "on" }).success).toBe(true);
    }
  });
});

describe("which leaders About Us shows", () => {
  it("shows a published leader with a name, and says why another is not shown", () => {
    expect(leaderVisibility({ name: "Priya Nair", isPublished: true })).toBe("shown");
    expect(leaderVisibility({ name: "Priya Nair", isPublished: false })).toBe("unpublished");
    expect(leaderVisibility({ name: "", isPublished: true })).toBe("no-name");
    expect(leaderVisibility({ name: "   ", isPublished: true })).toBe("no-name");
  });

  it("reads a name left empty as no name, and a missing role as an error", () => {
    const parsed = LeaderSchema.safeParse({ name: "  ", role: "Head of Training", sortOrder: "2" });
    expect(parsed.success && parsed.data).toMatchObject({ name: "", bio: "", isPublished: false, sortOrder: 2 });
    const refused = LeaderSchema.safeParse({ name: "Asha", role: " ", sortOrder: "0" });
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["role", "sortOrder"]);
  });
});

describe("a face without a photo", () => {
  it("shows the person's initials, without a title", () => {
    expect(nameInitials("Meera Kulkarni")).toBe("MK");
    expect(nameInitials("Dr. Sunita Deshpande")).toBe("SD");
    expect(nameInitials("Priya")).toBe("P");
    expect(nameInitials("")).toBe("");
  });
});

describe("testimonials by course", () => {
  const rows = [
    { id: 1, programId: "abacus" },
    { id: 2, programId: null },
    { id: 3, programId: "coding" },
    { id: 4, programId: "abacus" },
  ];

  it("picks those that name the course, in order, and none for a course nobody named", () => {
    expect(testimonialsForCourse(rows, "abacus").map((row) => row.id)).toEqual([1, 4]);
    expect(testimonialsForCourse(rows, "vedic-maths")).toEqual([]);
  });

  it("gives a built-in testimonial a course only when its quote speaks of that course", () => {
    const words: Record<string, RegExp> = {
      abacus: /abacus/i,
      "vedic-maths": /vedic/i,
      "communicative-english": /english/i,
      coding: /coding/i,
    };
    const withCourse = seedTestimonials.filter((testimonial) => testimonial.programId);
    expect(withCourse.length).toBeGreaterThanOrEqual(3);
    for (const testimonial of withCourse) {
      const course = testimonial.programId ?? "";
      expect(seedPrograms.some((program) => program.id === course)).toBe(true);
      expect(testimonial.quote).toMatch(words[course] ?? /^$/);
    }
  });
});
