import type { Route } from "./+types/inbox";
import { changeInbox, loadInbox } from "#app/modules/leads/inbox-page.server.ts";
import { InboxPage } from "#app/modules/leads/ui/inbox-page.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Inbox");

export const loader = (args: Route.LoaderArgs) => loadInbox(args);

/**
 * The list page's own changes besides bulk ones: a lead moved to the trash (undone from the next page), or a
 * newsletter subscriber removed, confirmed on the page; and bulk changes of the ticked leads.
 */
export const action = (args: Route.ActionArgs) => changeInbox(args);

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData && "bulk" in actionData ? actionData.bulk : undefined;
  return <InboxPage loaderData={loaderData} refusal={refusal} />;
}
