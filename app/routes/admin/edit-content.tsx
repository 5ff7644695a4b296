import {
  getFieldsetProps,
  getFormProps,
  getInputProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/edit-content";
import { TextArea, TextInput, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
import { AdminPanel } from "#app/components/admin/record-page.tsx";
import { notSaved } from "#app/modules/admin/record-answers.server.ts";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
import { adminMeta } from "#app/modules/site/meta.ts";
import { Logo } from "#app/components/shell/logo.tsx";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import {
  LOGO_ACCEPT,
  LOGO_TOO_LARGE,
  MAX_LOGO_BYTES,
  NOT_A_LOGO,
  SiteContentWithLogoSchema,
} from "#app/modules/content/logo/logo-admin.ts";
import { getLogoKey, saveSiteContentAndLogo } from "#app/modules/content/logo/logo-admin.server.ts";
import { SITE_CONTENT_CONFLICT } from "#app/modules/content/site-content/site-content-admin.ts";
import { getCompanyDetailsForEditing } from "#app/modules/content/site-content/site-content-admin.server.ts";
import { MAX_OFFICE_HOURS_ROWS, phoneLabels, socialNames, socialNetworks } from "#app/modules/site/company-details.ts";
import { getHeroContent, getStats } from "#app/modules/site/shell.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { Field, FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import { Pill } from "#app/components/admin/pill.tsx";
import { toast } from "#app/ui/toast.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Edit Site Content");

export async function loader() {
  try {
    const [hero, stats, logoKey, company] = await Promise.all([
      getHeroContent(),
      getStats(),
      getLogoKey(),
      getCompanyDetailsForEditing(),
    ]);
    return {
      hero,
      stats,
      logoUrl: logoKey ? `/media/${logoKey}` : null,
      company: company.details,
      version: company.version,
      loadFailed: false,
    };
  } catch (error) {
    logger.error({ err: error }, "reading site content failed");
    return { hero: null, stats: [], logoUrl: null, company: null, version: 0, loadFailed: true };
  }
}

const failed = (result: SubmissionResult<string[]>, description: string, status: number) =>
  notSaved("Error Saving", description, result, status);

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, SiteContentWithLogoSchema, {
    files: { maxFileBytes: MAX_LOGO_BYTES, tooLarge: LOGO_TOO_LARGE },
  });
  if (!submission.ok) {
    const problem =
      submission.error?.logo?.[0] ?? submission.unreadable?.visitorMessage ?? "Please check the highlighted fields.";
    return failed(submission.reply({ hideFields: ["logo"] }), problem, submission.status);
  }
  let outcome: Awaited<ReturnType<typeof saveSiteContentAndLogo>>;
  try {
    outcome = await saveSiteContentAndLogo(submission.value);
  } catch (error) {
    logger.error({ err: error }, "saving site content failed");
    return failed(submission.reply({ hideFields: ["logo"] }), "Could not save content. Please try again.", 500);
  }
  if (outcome === "not-a-logo") {
    return failed(submission.reply({ fieldErrors: { logo: [NOT_A_LOGO] }, hideFields: ["logo"] }), NOT_A_LOGO, 400);
  }
  if (outcome === "conflict") {
    const result = submission.reply({ formErrors: [SITE_CONTENT_CONFLICT], hideFields: ["logo"] });
    return failed(result, SITE_CONTENT_CONFLICT, 409);
  }
  return redirectWithToast("/admin/edit-content", {
    title: "Content Saved!",
    description: "The site content, figures, contact details and logo have been updated in the database.",
  });
}

type Loaded = Route.ComponentProps["loaderData"];

/** The hero's Hindi and Marathi fields, edited beside the English. */
const heroTranslations = [
  { language: "hi", name: "Hindi", title: "heroTitleHi", subtitle: "heroSubtitleHi" },
  { language: "mr", name: "Marathi", title: "heroTitleMr", subtitle: "heroSubtitleMr" },
] as const;
type FormInput = z.input<typeof SiteContentWithLogoSchema>;

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  useEffect(() => {
    if (loaderData.loadFailed) {
      toast.error("Error fetching content", { description: "Could not load site content from the database." });
    }
  }, [loaderData.loadFailed]);
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Edit Site Content</h1>
      {loaderData.loadFailed || !loaderData.hero || !loaderData.company ? (
        <p role="alert" className="mt-6 max-w-3xl rounded-3xl bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
          Error fetching content: could not load site content from the database. Please reload the page.
        </p>
      ) : (
        // Keyed by the version it shows, so the fields start again from the saved content after every save.
        <ContentForm
          key={`${loaderData.version}${loaderData.logoUrl}`}
          content={loaderData}
          hero={loaderData.hero}
          company={loaderData.company}
          lastResult={actionData?.result}
        />
      )}
    </>
  );
}

function ContentForm({
  content: { stats, logoUrl, version },
  hero,
  company,
  lastResult,
}: {
  content: Loaded;
  hero: NonNullable<Loaded["hero"]>;
  company: NonNullable<Loaded["company"]>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // Office hours get a few empty rows to add to; empty rows are dropped when saved.
  const hourRows = Array.from(
    { length: Math.min(MAX_OFFICE_HOURS_ROWS, company.officeHours.length + 2) },
    (_, index) => company.officeHours[index] ?? { days: "", hours: "" },
  );
  const [form, fields] = useSchemaForm(SiteContentWithLogoSchema, {
    id: "site-content",
    lastResult,
    defaultValue: {
      heroTitle: hero.title,
      heroSubtitle: hero.subtitle,
      heroTitleHi: hero.hi.title,
      heroSubtitleHi: hero.hi.subtitle,
      heroTitleMr: hero.mr.title,
      heroSubtitleMr: hero.mr.subtitle,
      stats: stats.map((stat) => ({
        id: String(stat.id),
        value: stat.value,
        label: stat.label,
        labelHi: stat.labelHi,
        labelMr: stat.labelMr,
      })),
      company: {
        ...company,
        map: { ...company.map, latitude: String(company.map.latitude), longitude: String(company.map.longitude) },
        officeHours: hourRows,
      },
    },
  });
  const statFields = fields.stats.getFieldList();
  const details = fields.company.getFieldset();
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 max-w-3xl space-y-8">
      <FormError id={form.errorId} errors={form.errors} />
      {/* Not conform's: the version follows the loader, so the next save names the version it was shown. */}
      <input type="hidden" name="version" value={version} />
      <Section id="logo" title="Logo">
        <div className="mt-4 flex flex-wrap items-center gap-6">
          <figure>
            <figcaption className="text-sm font-semibold text-slate-600">
              {logoUrl ? "Current logo" : "Current logo (built in)"}
            </figcaption>
            <div className="mt-2 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200">
              {logoUrl ? (
                <img src={logoUrl} alt="Current logo" width={160} height={40} className="h-10 w-auto" />
              ) : (
                <Logo logoUrl={null} />
              )}
            </div>
          </figure>
          {preview ? (
            <figure>
              <figcaption className="text-sm font-semibold text-slate-600">New logo</figcaption>
              <div className="mt-2 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200">
                <img src={preview} alt="New logo preview" className="h-10 w-auto" />
              </div>
            </figure>
          ) : null}
        </div>
        <Field
          className="mt-4"
          label="Upload a new logo"
          hint="PNG, JPEG or SVG, up to 5 MB. It is saved when you choose Save All Changes."
          errors={fields.logo.errors}
          inputProps={{
            ...getInputProps(fields.logo, { type: "file" }),
            accept: LOGO_ACCEPT,
            onChange: (event) => {
              const file = event.currentTarget.files?.[0];
              setPreview(file ? URL.createObjectURL(file) : null);
            },
          }}
        />
        {logoUrl ? (
          <Tickbox field={fields.useBuiltInLogo} className="mt-4">
            Use the built-in logo instead
          </Tickbox>
        ) : null}
      </Section>
      <Section id="hero" title="Home page hero">
        <div className="mt-4 space-y-4">
          <TextInput field={fields.heroTitle} label="Hero title" />
          <TextArea
            field={fields.heroSubtitle}
            label="Hero subtitle"
            hint="Write {schools}, {years}, {teachers} or {students} to show that company figure, so the text always says what the figures below say."
            rows={3}
          />
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {heroTranslations.map(({ language, name, title, subtitle }) => (
            <fieldset key={language} className="space-y-4">
              <legend className="font-bold">
                In {name}{" "}
                {hero[language].title && hero[language].subtitle ? null : (
                  <Pill tone="amber">The {name} home page shows the English</Pill>
                )}
              </legend>
              <TextInput field={fields[title]} label={`Hero title in ${name} (optional)`} lang={language} />
              <TextArea
                field={fields[subtitle]}
                label={`Hero subtitle in ${name} (optional)`}
                hint="Write both, or leave both empty. The figures in braces work here too."
                rows={3}
                lang={language}
              />
            </fieldset>
          ))}
        </div>
      </Section>
      <Section
        id="stats"
        title="Company figures"
        intro="Shown the same everywhere: the home page, About Us, For Schools, both brochures and Brainy's answers."
      >
        <div className="mt-4 space-y-4">
          {statFields.map((stat, index) => {
            const parts = stat.getFieldset();
            const { key: _idKey, ...idProps } = getInputProps(parts.id, { type: "hidden" });
            return (
              <fieldset
                key={stat.key}
                {...getFieldsetProps(stat)}
                className="grid gap-4 sm:grid-cols-[10rem_1fr] lg:grid-cols-[8rem_1fr_1fr_1fr]"
              >
                <legend className="sr-only">Figure {index + 1}</legend>
                <input {...idProps} />
                <TextInput field={parts.value} label={`Figure ${index + 1}`} />
                <TextInput field={parts.label} label={`Label ${index + 1}`} />
                <TextInput field={parts.labelHi} label={`Label ${index + 1} in Hindi`} lang="hi" />
                <TextInput field={parts.labelMr} label={`Label ${index + 1} in Marathi`} lang="mr" />
              </fieldset>
            );
          })}
        </div>
      </Section>
      <CompanyDetailsFields details={details} />
      <div className="flex flex-wrap gap-3">
        <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
          Save All Changes
        </StatusButton>
        <Link to="/admin/dashboard" className={buttonClasses("ghost", "lg")}>
          Back to dashboard
        </Link>
      </div>
    </Form>
  );
}

type DetailsFieldset = ReturnType<FieldMetadata<FormInput["company"]>["getFieldset"]>;

/** The company's contact details, as the footer, the contact page, the brochures and Brainy give them. */
function CompanyDetailsFields({ details }: { details: DetailsFieldset }) {
  const phones = details.phones.getFieldset();
  const emails = details.emails.getFieldset();
  const address = details.address.getFieldset();
  const map = details.map.getFieldset();
  const socials = details.socials.getFieldset();
  return (
    <>
      <Section
        id="contact"
        title="Phone numbers and e-mail"
        intro="Shown in the footer, on the contact and For Schools pages, in the brochures and by Brainy."
      >
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextInput
            field={phones.general}
            label={`Phone: ${phoneLabels.general.toLowerCase()}`}
            type="tel"
            autoComplete="off"
          />
          <TextInput
            field={phones.schools}
            label={`Phone: ${phoneLabels.schools.toLowerCase()}`}
            type="tel"
            autoComplete="off"
          />
          <TextInput
            field={phones.whatsapp}
            label="WhatsApp number (optional)"
            hint="When set, Brainy offers it to parents who ask about WhatsApp."
            type="tel"
            autoComplete="off"
          />
          <TextInput
            field={emails.general}
            label="E-mail: general enquiries"
            hint="Also where privacy requests go."
            type="email"
          />
          <TextInput field={emails.partners} label="E-mail: school partnerships" type="email" />
          <TextInput field={emails.careers} label="E-mail: careers" type="email" />
        </div>
      </Section>
      <Section id="address" title="Office address">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextInput field={address.street} label="Street and building (optional)" className="sm:col-span-2" />
          <TextInput field={address.locality} label="Area (locality)" />
          <TextInput field={address.city} label="City" />
          <TextInput field={address.region} label="State" />
          <TextInput field={address.postalCode} label="PIN code (optional)" />
          <TextInput field={address.country} label="Country" />
        </div>
      </Section>
      <Section
        id="hours"
        title="Office hours"
        intro="One row per group of days; write “Closed” as the hours for a closed day. Leave a row empty to remove it."
      >
        <ErrorListFor field={details.officeHours} />
        <div className="mt-4 space-y-3">
          {details.officeHours.getFieldList().map((row, index) => {
            const parts = row.getFieldset();
            return (
              <fieldset key={row.key} className="grid gap-4 sm:grid-cols-2">
                <legend className="sr-only">Office hours, row {index + 1}</legend>
                <TextInput field={parts.days} label={`Days, row ${index + 1}`} />
                <TextInput field={parts.hours} label={`Hours, row ${index + 1}`} />
              </fieldset>
            );
          })}
        </div>
      </Section>
      <Section
        id="map"
        title="Map position"
        intro="Where the contact page's map puts its marker: decimal degrees, as OpenStreetMap or Google Maps show them."
      >
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextInput field={map.latitude} label="Latitude" hint="From -90 to 90, e.g. 19.2813" inputMode="decimal" />
          <TextInput
            field={map.longitude}
            label="Longitude"
            hint="From -180 to 180, e.g. 72.8557"
            inputMode="decimal"
          />
          <TextArea field={map.note} label="Note under the map (optional)" rows={2} className="sm:col-span-2" />
        </div>
      </Section>
      <Section
        id="socials"
        title="Social links"
        intro="Full addresses starting with https://. Leave one empty to hide it."
      >
        <div className="mt-4 space-y-4">
          {socialNetworks.map((network) => (
            <TextInput key={network} field={socials[network]} label={socialNames[network]} type="url" />
          ))}
        </div>
      </Section>
    </>
  );
}

function ErrorListFor({ field }: { field: FieldMetadata<unknown> }) {
  return <FormError id={field.errorId} errors={field.errors} />;
}

/** One part of the content, in a panel of its own; the form spaces the panels. */
function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <AdminPanel headingId={`${id}-heading`} heading={title} intro={intro} className="">
      {children}
    </AdminPanel>
  );
}
