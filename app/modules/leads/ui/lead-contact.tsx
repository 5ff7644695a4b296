import { Mail, MessageCircle, Phone } from "lucide-react";
import type { Language } from "#app/modules/i18n/languages.ts";
import { languagePreference } from "#app/modules/leads/lead-language.ts";
import { statusLabels, telHref, whatsAppHref, type LeadStatus } from "#app/modules/leads/pipeline.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";

/** One-click contact: e-mail, call and WhatsApp (India's +91 assumed for a ten-digit number). */
export function LeadContactLinks({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <ContactLinks
      name={name}
      mail={email ? `mailto:${email}` : null}
      tel={phone ? telHref(phone) : null}
      whatsApp={phone ? whatsAppHref(phone) : null}
    />
  );
}

/**
 * The contact buttons from ready links (a WhatsApp link may carry a prepared message); a missing one is left out.
 * Each says whom it reaches to a screen reader, since a list of them names many people.
 */
export function ContactLinks({
  name,
  mail = null,
  tel,
  whatsApp,
}: {
  name: string;
  mail?: string | null;
  tel: string | null;
  whatsApp: string | null;
}) {
  const link = buttonClasses("secondary", "sm");
  return (
    <ul aria-label={`Contact ${name}`} className="flex flex-wrap gap-2">
      {mail ? (
        <li>
          <a href={mail} className={link}>
            <Mail aria-hidden="true" className="size-4" /> E-mail<span className="sr-only"> {name}</span>
          </a>
        </li>
      ) : null}
      {tel ? (
        <li>
          <a href={tel} className={link}>
            <Phone aria-hidden="true" className="size-4" /> Call<span className="sr-only"> {name}</span>
          </a>
        </li>
      ) : null}
      {whatsApp ? (
        <li>
          <a href={whatsApp} className={link} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp
            <span className="sr-only"> {name} (opens in a new tab)</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

const statusColours: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  demo_booked: "bg-violet-100 text-violet-900",
  enrolled: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold", statusColours[status])}>
      <span className="sr-only">Status: </span>
      {statusLabels[status]}
    </span>
  );
}

/** "Prefers Marathi" on a lead sent from the Hindi or Marathi site; nothing for one sent from the English site. */
export function LanguageBadge({ language }: { language: Language }) {
  const preference = languagePreference(language);
  if (!preference) return null;
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">{preference}</span>
  );
}
