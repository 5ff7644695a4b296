import type { Route } from "./+types/newsletter";
import { NewsletterSchema } from "#app/modules/leads/newsletter.ts";
import { subscribeToNewsletter } from "#app/modules/leads/newsletter.server.ts";
import { isHoneypotHit } from "#app/modules/forms/honeypot.server.ts";
import { readFormData, UnreadableBody } from "#app/server/request-body.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";

/**
 * The footer's sign-up form posts here from every page and is sent back to that page with a toast: a link to
 * confirm goes to the address (`subscribeToNewsletter`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
    return redirectWithToast("/", { type: "error", title: "Not subscribed", description: error.visitorMessage });
  }
  const back = safeRedirect(formData.get("redirectTo"));
  const thanks = {
    title: "Almost done: please check your e-mail",
    description: "We sent you a link to confirm your subscription. Nothing more comes until you do.",
  };
  if (await isHoneypotHit(formData)) return redirectWithToast(back, thanks);

  const parsed = NewsletterSchema.safeParse({ email: formData.get("email") });
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      title: "Please check your e-mail address",
      description: parsed.error.issues[0]?.message ?? "Please enter a valid e-mail address.",
    });
  }
  const outcome = await subscribeToNewsletter(parsed.data.email, context.get(requestInfoContext).clientIp);
  if (outcome === "too-many") {
    return redirectWithToast(back, {
      type: "error",
      title: "Not subscribed just now",
      description: "Too many sign-ups came from here or for this address. Please try again tomorrow.",
    });
  }
  return redirectWithToast(
    back,
    outcome === "confirmation-sent"
      ? thanks
      : {
          title: "You're already subscribed",
          description: "That address is already on our newsletter list. Thank you!",
        },
  );
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
