import { z } from "zod";

/** A page of a long list, from the URL or a form: a whole number from 1; anything else reads as page 1. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The `page` of a list's URL. */
export function pageOf(url: URL): number {
  return pageNumber.parse(url.searchParams.get("page") ?? undefined);
}
