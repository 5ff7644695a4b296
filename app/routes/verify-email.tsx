import { data, Form } from "react-router";
import { UnusableLink } from "#app/components/unusable-link.tsx";
import { z } from "zod";
import type { Route } from "./+types/verify-email";
import { findUsableLink, spendAccountLink } from "#app/modules/accounts/account-links.server.ts";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectDocumentWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";

/*
 * Confirming an account's e-mail address, from the link in the mail sent at sign-up. The link opens a page with a
 * button, so a mail scanner that follows links confirms nothing.
 */

const EXPIRED = "This confirmation link has expired or was already used. Log in, and we'll help you from there.";
const Confirmation = z.object({ token: z.string().min(20).max(200) });

export const meta: Route.MetaFunction = ({ matches, location }) =>
  accountPageMeta({
    matches,
    location,
    title: "Confirm your e-mail address",
    description: "Confirm the e-mail address of your SkillSprouts account.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = token.length >= 20 ? await findUsableLink(token, "verify-email") : null;
  return data(
    { token: link ? token : null, email: link?.email ?? "", failed: false },
    { headers: { "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = Confirmation.safeParse(Object.fromEntries(await readFormDataOrRefuse(request)));
  const user = parsed.success ? await spendAccountLink(parsed.data.token, "verify-email") : null;
  if (!user) return data({ failed: true }, { status: 400 });
  const toast = { title: "Address confirmed", description: "Thank you! Your e-mail address is confirmed." };
  return redirectDocumentWithToast(getUser(context) ? "/" : "/login", toast);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token || actionData?.failed) {
    return (
      <UnusableLink title="Confirm your e-mail address" next={{ to: "/login", label: "Go to log in", document: true }}>
        {EXPIRED}
      </UnusableLink>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-extrabold">Confirm your e-mail address</h1>
      <p className="mt-2 text-slate-600">
        Confirm that <strong className="break-all">{loaderData.email}</strong> is your address.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className={buttonClasses("primary", "lg", "w-full")}>
          Confirm my address
        </button>
      </Form>
    </>
  );
}
