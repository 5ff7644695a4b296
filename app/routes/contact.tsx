import type { SubmissionResult } from "@conform-to/react";
import { CheckCircle2, Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { PageHero } from "#app/components/page-hero.tsx";
import { LeadForm } from "#app/modules/leads/ui/lead-form.tsx";
import { contactSchema } from "#app/modules/leads/contact.ts";
import { submitContactMessage } from "#app/modules/leads/contact.server.ts";
import { addressLine, placeName, telHref, type CompanyDetails } from "#app/modules/site/company-details.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";
import { Island } from "#app/islands/island.tsx";
import {
  TemplateEmailField,
  TemplateInputField,
  TemplateNameField,
  TemplatePhoneField,
  TemplateTextareaField,
} from "#app/modules/forms/ui/template-fields.tsx";
import { templateForm } from "#app/modules/forms/template-form.ts";
import { MapPlaceholder } from "#app/modules/site/ui/map-placeholder.tsx";
import { parseSubmission } from "#app/server/submission.server.ts";
import { honeypotProps, isHoneypotHit } from "#app/modules/forms/honeypot.server.ts";
import type { HoneypotProps } from "#app/ui/honeypot.tsx";
import { storeLead } from "#app/modules/leads/store-lead.server.ts";
import { readFlashEvent, redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";

const THANK_YOU_MS = 5000;
const SENT_EVENT = "contact-sent";

/** The one-time message of a send, in the page's language. */
function sentToast(language: Language) {
  const t = translator(language);
  return { title: t("contact.sentTitle"), description: t("contact.sentDescription"), event: SENT_EVENT };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    subject: (url.searchParams.get("subject") ?? "").slice(0, 150),
    // Only the one-time message of a real send shows the thank-you; a link or a reload does not.
    sent: (await readFlashEvent(request, SENT_EVENT)) !== null,
    showMap: url.searchParams.get("map") === "1",
    details: await getCompanyDetails(),
    honeypot: await honeypotProps(),
    language: requestLanguage(request),
  };
}

/**
 * After a send, the page again in the language it was sent from: the thank-you's heading is the address's target,
 * so it takes focus without JavaScript too.
 */
export async function action(args: Route.ActionArgs) {
  const language = requestLanguage(args.request);
  const thanks = () => redirectWithToast(pathInLanguage("/contact#thanks-heading", language), sentToast(language));
  const form = await parseSubmission(args.request, contactSchema(language));
  if (await isHoneypotHit(form.formData)) return thanks();
  if (!form.ok) return data({ result: form.reply() }, { status: form.status });
  const { unavailable } = await storeLead(args, form, "contact", submitContactMessage);
  if (unavailable) return unavailable;
  return thanks();
}

const describe = (details: CompanyDetails, language: Language) =>
  translator(language)("contact.intro", { place: placeName(details) });

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const language = languageOfPath(location.pathname);
  const title = translator(language)("contact.title");
  return pageMeta({
    matches,
    location,
    title,
    description: loaderData ? describe(loaderData.details, language) : title,
  });
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { details, language } = loaderData;
  const t = translator(language);
  return (
    <>
      <PageHero title={t("contact.title")} intro={describe(details, language)} />
      <div id="contact" className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[20rem_1fr]">
        <ContactInfo details={details} t={t} />
        <section
          aria-labelledby="message-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          {loaderData.sent ? (
            <>
              <ThankYou t={t} language={language} />
              {/* Brought back below the thank-you after 5 s (no reload), which stays; without JavaScript, by its link. */}
              <div hidden data-thanks-form="">
                <MessageForm loaderData={loaderData} lastResult={actionData?.result} t={t} language={language} />
              </div>
            </>
          ) : (
            <MessageForm loaderData={loaderData} lastResult={actionData?.result} t={t} language={language} />
          )}
        </section>
      </div>
      <MapSection showMap={loaderData.showMap} details={details} t={t} language={language} />
    </>
  );
}

function ContactInfo({ details, t }: { details: CompanyDetails; t: TFunction }) {
  const phoneLabels = { general: t("contact.generalPhone"), schools: t("contact.schoolsPhone") };
  return (
    <aside aria-labelledby="contact-info-heading" className="on-dark rounded-3xl bg-brand-700 p-6 text-white sm:p-8">
      <h2 id="contact-info-heading" className="text-2xl font-extrabold">
        {t("contact.getInTouch")}
      </h2>
      <ul className="mt-6 space-y-5">
        <InfoItem icon={MapPin} title={t("contact.ourOffice")}>
          {addressLine(details)}
        </InfoItem>
        {(["general", "schools"] as const).map((kind) => (
          <InfoItem key={kind} icon={Phone} title={phoneLabels[kind]}>
            <a className="underline underline-offset-4" href={telHref(details.phones[kind])}>
              {details.phones[kind]}
            </a>
          </InfoItem>
        ))}
        <InfoItem icon={Mail} title={t("contact.email")}>
          {(["general", "partners"] as const).map((kind) => (
            <a key={kind} className="block underline underline-offset-4" href={`mailto:${details.emails[kind]}`}>
              {details.emails[kind]}
            </a>
          ))}
        </InfoItem>
        <InfoItem icon={Clock} title={t("contact.officeHours")}>
          {/* Staff write the hours in English (company details): said as English on every page. */}
          <dl lang="en">
            {details.officeHours.map((row) => (
              <div key={row.days} className="flex flex-wrap gap-x-2">
                <dt>{row.days}:</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </InfoItem>
      </ul>
    </aside>
  );
}

/** One way to reach us: its icon, what it is, and the details. */
function InfoItem({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-sun-400" />
      <span>
        <strong className="block">{title}</strong>
        {children}
      </span>
    </li>
  );
}

function MessageForm({
  loaderData,
  lastResult,
  t,
  language,
}: {
  loaderData: { subject: string; honeypot: HoneypotProps };
  lastResult: SubmissionResult<string[]> | undefined;
  t: TFunction;
  language: Language;
}) {
  const [form, fields] = templateForm({
    id: "contact-form",
    schema: contactSchema(language),
    lastResult,
    defaultValue: { subject: loaderData.subject },
  });
  return (
    <>
      <h2 id="message-heading" className="text-2xl font-extrabold">
        {t("contact.formHeading")}
      </h2>
      <LeadForm
        language={language}
        schema="contact"
        honeypot={loaderData.honeypot}
        form={form}
        privacyNote={t("contact.privacyNote")}
        submitLabel={t("contact.send")}
        pendingLabel={t("form.sending")}
      >
        <TemplateNameField field={fields.name} label={t("form.fullName")} />
        <TemplateEmailField field={fields.email} label={t("form.email")} />
        <TemplatePhoneField field={fields.phone} label={t("form.phoneOptional")} />
        <TemplateInputField field={fields.subject} label={t("contact.subject")} type="text" />
        <TemplateTextareaField field={fields.message} label={t("contact.message")} className="sm:col-span-2" />
      </LeadForm>
    </>
  );
}

/**
 * The thank-you, given focus as the page opens so a screen reader says it (a status present at load is not
 * announced). After 5 seconds the form returns below it without a reload, and the thank-you stays, so nobody is
 * hurried to read it (WCAG 2.2.1); without JavaScript it stays with a link back to the form.
 */
function ThankYou({ t, language }: { t: TFunction; language: Language }) {
  return (
    <Island name="thanks-return" props={{ after: THANK_YOU_MS }}>
      <div role="status" className="flex flex-col items-center py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="size-16 text-brand-600" />
        <h2 id="thanks-heading" tabIndex={-1} className="mt-4 text-2xl font-extrabold" data-thanks-heading="">
          {t("contact.thanks")}
        </h2>
        <p className="mt-2 text-lg text-slate-700">{t("contact.thanksText")}</p>
        <a
          href={pathInLanguage("/contact#contact", language)}
          className="mt-6 font-semibold text-brand-700 underline"
          data-thanks-link=""
        >
          {t("contact.sendAnother")}
        </a>
      </div>
    </Island>
  );
}

/**
 * The map of where the office is. OpenStreetMap is another website, so its frame loads only when the visitor asks: until
 * then the page shows our own drawing and a link that renders the page with the frame (/contact?map=1), which
 * the page script turns into a button that puts the frame in place.
 */
function MapSection({
  showMap,
  details,
  t,
  language,
}: {
  showMap: boolean;
  details: CompanyDetails;
  t: TFunction;
  language: Language;
}) {
  const { latitude, longitude, note } = details.map;
  const bbox = [longitude - 0.03, latitude - 0.02, longitude + 0.03, latitude + 0.02]
    .map((n) => n.toFixed(4))
    .join(",");
  const frameSrc = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
  const frameTitle = t("contact.mapTitle", { place: placeName(details) });
  return (
    <section id="map" aria-labelledby="map-heading" className="mx-auto max-w-6xl px-4 pb-16 below-fold sm:px-6">
      <h2 id="map-heading" className="text-2xl font-extrabold">
        {t("contact.findUs", { locality: details.address.locality })}
      </h2>
      <Island
        name="contact-map"
        props={{ src: frameSrc, title: frameTitle }}
        className="relative mt-4 h-80 overflow-hidden rounded-3xl bg-slate-100 ring-1 ring-slate-200"
      >
        {showMap ? (
          <iframe title={frameTitle} src={frameSrc} className="size-full border-0" />
        ) : (
          <>
            <MapPlaceholder className="absolute inset-0" />
            <div className="absolute inset-0 flex flex-col items-center justify-end gap-3 p-4 pb-6 text-center">
              <a
                href={pathInLanguage("/contact?map=1#map", language)}
                data-map-load=""
                className={buttonClasses("primary", "lg", "shadow-lg")}
              >
                <MapPin aria-hidden="true" className="size-5" />
                {t("contact.showMap")}
              </a>
              <p className="max-w-md rounded-2xl bg-white/95 px-4 py-2 text-sm text-slate-700 shadow">
                {t("contact.mapNotice")}
              </p>
            </div>
          </>
        )}
      </Island>
      <p className="mt-2 text-sm text-slate-600">
        {note}{" "}
        <a
          className="underline"
          href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`}
        >
          {t("contact.openMap")}
        </a>
        .
      </p>
    </section>
  );
}

// Sent without the framework: the form posts as plain HTML, and the page script checks it with the same schema.
export const handle = staticPageHandle;
