import type { Locator } from "@playwright/test";
import { test } from "./e2e.ts";

export type Family = { parentName: string; phone: string; email: string };

/**
 * A family of this run and project only, so the two-bookings limit of earlier runs never meets it. Each spec
 * gives its own mobile's first digit and e-mail name, so two specs running at once never share a family.
 */
export function aFamily(spec: string, firstDigit: "8" | "9"): Family {
  const digits = String(Date.now()).slice(-8);
  const project = test.info().project.name;
  return {
    parentName: "Neha Kulkarni",
    phone: `+91 ${firstDigit}${digits}${project === "js" ? "1" : "2"}`,
    email: `${spec}-${project}-${digits}@example.com`,
  };
}

/** Fills the booking's first step as a parent would, consent included, without sending it. */
export async function fillBookingDetails(
  form: Locator,
  { course, age, childName, family }: { course: string; age: string; childName: string; family: Family },
): Promise<void> {
  await form.getByLabel("Course").selectOption(course);
  await form.getByLabel("Child's age").selectOption(age);
  await form.getByLabel("Child's first name").fill(childName);
  await form.getByLabel("Your name").fill(family.parentName);
  await form.getByLabel("Phone").fill(family.phone);
  await form.getByLabel("Email").fill(family.email);
  await form.getByLabel(/I am this child's parent or guardian/).check();
}
