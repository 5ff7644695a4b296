import { Mail, MessageCircle } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { AdminPanel } from "#app/components/admin/record-page.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import type { loadLead } from "../lead-page.server.ts";
import { messageChannels, messageSentLabels, type MessageChannel } from "../pipeline.ts";

type Templates = Awaited<ReturnType<typeof loadLead>>["templates"];

/** The office's message templates that suit this lead, ready to send on WhatsApp or by e-mail. */
export function MessagesSection({ templates, isAdmin }: { templates: Templates; isAdmin: boolean }) {
  const settings = isAdmin ? (
    <Link to="/admin/settings#message-templates" className="font-semibold text-brand-700 underline">
      Edit the templates
    </Link>
  ) : (
    "An admin edits the templates in Admin Settings."
  );
  return (
    <AdminPanel headingId="lead-messages" heading="Send a message">
      {templates.length === 0 ? (
        <p className="mt-2 text-slate-600">
          No template suits this lead: each names details (a child, a school…) this lead does not have. {settings}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            Filled in with this lead&apos;s details; you can change the text before sending. {settings}
          </p>
          <ul className="mt-4 space-y-3">
            {templates.map((template) => (
              <li key={template.id} className="rounded-2xl bg-slate-50 p-4">
                <h3 className="font-bold">{template.name}</h3>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{template.body}</p>
                <MessageButtons template={template} />
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPanel>
  );
}

/**
 * Opens WhatsApp or the mail app with the message filled in (plain links, in a new tab for WhatsApp), then, once
 * it is sent, one tap logs it on the lead's history: opening a chat is not sending, so nothing is logged before.
 * With JavaScript the log button is brought to the fore after the message is opened.
 */
function MessageButtons({ template }: { template: Templates[number] }) {
  const [opened, setOpened] = useState<MessageChannel | null>(null);
  const channels = messageChannels.filter((channel) => (channel === "whatsapp" ? template.whatsApp : template.email));
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {template.whatsApp ? (
        <a
          href={template.whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setOpened("whatsapp")}
          className={buttonClasses("primary", "sm")}
        >
          <MessageCircle aria-hidden="true" className="size-4" /> Open in WhatsApp
          <span className="sr-only">: {template.name} (opens in a new tab)</span>
        </a>
      ) : null}
      {template.email ? (
        <a href={template.email} onClick={() => setOpened("email")} className={buttonClasses("secondary", "sm")}>
          <Mail aria-hidden="true" className="size-4" /> E-mail it
          <span className="sr-only">: {template.name}</span>
        </a>
      ) : null}
      <Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="log-message" />
        <input type="hidden" name="template" value={template.id} />
        <span className="text-sm text-slate-600">Sent it? Log it:</span>
        {channels.map((channel) => (
          <button
            key={channel}
            type="submit"
            name="channel"
            value={channel}
            className={buttonClasses(opened === channel ? "primary" : "ghost", "sm")}
          >
            {messageSentLabels[channel]}
            <span className="sr-only">: {template.name}</span>
          </button>
        ))}
      </Form>
    </div>
  );
}
