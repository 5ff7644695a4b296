import { redirect, redirectDocument } from "react-router";
import { z } from "zod";
import { signedCookie } from "./signed-cookie.server.ts";

const ToastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  type: z.enum(["success", "error", "info"]).default("success"),
  /**
   * What just happened, for the page the visitor lands on ("contact-sent"), with the id of what it concerns.
   * A page shows a confirmation only from this one-time, signed message: never from its URL, which anyone can
   * write or share, and not again on reload.
   */
  event: z.string().max(40).optional(),
  ref: z.string().max(100).optional(),
});

export type Toast = z.output<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

/** A one-time message carried to the next page in a signed cookie: works with JavaScript off. */
const toastCookie = signedCookie("toast", 60);

export async function toastHeader(toast: ToastInput): Promise<string> {
  return toastCookie().serialize(ToastSchema.parse(toast));
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit): Promise<Response> {
  return redirect(url, await withToast(toast, init));
}

/**
 * The same, from a page the framework runs to a page sent without it (log in, home): the browser loads that
 * page as a document, so its own islands run, rather than having the framework draw it in place.
 */
export async function redirectDocumentWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Promise<Response> {
  return redirectDocument(url, await withToast(toast, init));
}

async function withToast(toast: ToastInput, init?: ResponseInit): Promise<ResponseInit> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return { ...init, headers };
}

/** The event of the pending toast, when it is `event`: what a page shows a confirmation from. */
export async function readFlashEvent(request: Request, event: string): Promise<Toast | null> {
  const { toast } = await readToast(request);
  return toast?.event === event ? toast : null;
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const raw: unknown = await toastCookie().parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, clearHeader: null };
  const parsed = ToastSchema.safeParse(raw);
  const clearHeader = await toastCookie().serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clearHeader };
}
