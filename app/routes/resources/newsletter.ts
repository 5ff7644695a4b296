import type { Route } from "./+types/newsletter";
import { NewsletterSchema } from "#app/modules/leads/newsletter.ts";
import { subscribeToNewsletter } from "#app/modules/leads/newsletter.server.ts";
import { readFormData, UnreadableBody } from "#app/server/request-body.server.ts";
import { safeRedirect } from "#app/server/safe-redirect.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { isHoneypotFilled } from "#app/ui/honeypot.tsx";

/** The footer's sign-up form posts here from every page and is sent back to that page with a toast. */
export async function action({ request }: Route.ActionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (!(error instanceof UnreadableBody)) throw error;
    return redirectWithToast("/", { type: "error", title: "Not subscribed", description: error.visitorMessage });
  }
  const back = safeRedirect(formData.get("redirectTo"));
  const thanks = { title: "Subscribed!", description: "Thanks for signing up to our newsletter." };
  if (isHoneypotFilled(formData)) return redirectWithToast(back, thanks);

  const parsed = NewsletterSchema.safeParse({ email: formData.get("email") });
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: "error",
      title: "Please check your e-mail address",
      description: parsed.error.issues[0]?.message ?? "Please enter a valid e-mail address.",
    });
  }
  const outcome = await subscribeToNewsletter(parsed.data.email);
  return redirectWithToast(
    back,
    outcome === "subscribed"
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
