import { data, Form } from "react-router";
import { UnusableLink } from "#app/components/unusable-link.tsx";
import type { Route } from "./+types/newsletter-link";
import {
  addressOfToken,
  confirmSubscription,
  unsubscribe,
  type NewsletterStep,
} from "#app/modules/leads/newsletter.server.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectDocumentWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";

/*
 * The newsletter mail's two links: confirm the address, or take it off the list. Each opens a page with a button,
 * so a mail scanner that follows links changes nothing; a mail program's one-click unsubscribe (RFC 8058) posts
 * to the same address.
 */

const words: Record<NewsletterStep, { title: string; lead: string; button: string }> = {
  confirm: {
    title: "Confirm your newsletter subscription",
    lead: "to receive the SkillSprouts newsletter",
    button: "Confirm my subscription",
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    lead: "to be taken off the SkillSprouts newsletter list, for good",
    button: "Unsubscribe",
  },
};

const stepOf = (value: string | undefined): NewsletterStep | null =>
  value === "confirm" || value === "unsubscribe" ? value : null;

export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  accountPageMeta({
    matches,
    location,
    title: words[stepOf(params.step) ?? "confirm"].title,
    description: "Your SkillSprouts newsletter subscription.",
  });

export function loader({ request, params }: Route.LoaderArgs) {
  const step = stepOf(params.step);
  if (!step) throw data("Not found", { status: 404 });
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = addressOfToken(token, step);
  return data(
    { step, token: email ? token : null, email: email ?? "" },
    { headers: { "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const step = stepOf(params.step);
  if (!step) throw data("Not found", { status: 404 });
  const form = await readFormDataOrRefuse(request);
  // A one-click unsubscribe sends the token in the address only.
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  const email = addressOfToken(token, step);
  if (!email) return data({ failed: true }, { status: 400 });
  if (step === "unsubscribe") {
    await unsubscribe(email);
    return redirectDocumentWithToast("/", {
      title: "Unsubscribed",
      description: "That address is off our newsletter list. You will get no more newsletters from us.",
    });
  }
  const confirmed = await confirmSubscription(email);
  if (!confirmed) return data({ failed: true }, { status: 400 });
  return redirectDocumentWithToast("/", {
    title: "Subscribed!",
    description: "Thank you: your address is confirmed. Every newsletter has a link to unsubscribe.",
  });
}

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const text = words[loaderData.step];
  if (!loaderData.token || actionData?.failed) {
    return (
      <UnusableLink title={text.title} next={{ to: "/", label: "Go to the home page", document: true }}>
        This link is not complete or no longer works. Please sign up again from the foot of any page.
      </UnusableLink>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">{text.title}</h1>
      <p className="mt-2 text-slate-600">
        Press the button {text.lead}: <strong className="break-all">{loaderData.email}</strong>.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
          {text.button}
        </button>
      </Form>
    </>
  );
}
