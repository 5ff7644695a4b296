import type { Route } from "./+types/inbox-lead";
import { changeLead, loadLead } from "#app/modules/leads/lead-page.server.ts";
import { LeadPage } from "#app/modules/leads/ui/lead-page.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? `${loaderData.lead.name} · Inbox` : "Inbox");

export const loader = (args: Route.LoaderArgs) => loadLead(args);

export const action = (args: Route.ActionArgs) => changeLead(args);

export default function InboxLead({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LeadPage
      loaderData={loaderData}
      lastResult={actionData?.intent === "update" ? actionData.result : undefined}
      toast={actionData?.toast}
    />
  );
}
