import {
  getFieldsetProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import type { Route } from "./+types/edit-content";
import { adminMeta } from "#app/modules/site/meta.ts";
import { Logo } from "#app/components/shell/logo.tsx";
import { useActionToast } from "#app/modules/accounts/use-action-toast.ts";
import {
  LOGO_ACCEPT,
  LOGO_TOO_LARGE,
  MAX_LOGO_BYTES,
  NOT_A_LOGO,
  SiteContentWithLogoSchema,
} from "#app/modules/content/logo-admin.ts";
import { getLogoKey, saveSiteContentAndLogo } from "#app/modules/content/logo-admin.server.ts";
import { LoadedContentSchema } from "#app/modules/content/site-content-admin.ts";
import { getHeroContent, getStats } from "#app/modules/site/shell.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { Field, FormError, TextareaField } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Edit Site Content");

export async function loader() {
  try {
    const [hero, stats, logoKey] = await Promise.all([getHeroContent(), getStats(), getLogoKey()]);
    return { hero, stats, logoUrl: logoKey ? `/media/${logoKey}` : null, loadFailed: false };
  } catch (error) {
    logger.error({ err: error }, "reading site content failed");
    return { hero: { title: "", subtitle: "" }, stats: [], logoUrl: null, loadFailed: true };
  }
}

/** What the form showed, as sent back in its hidden field; a missing or odd value means "write everything". */
function loadedContent(value: FormDataEntryValue | null) {
  try {
    const parsed = LoadedContentSchema.safeParse(JSON.parse(typeof value === "string" ? value : ""));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function action(args: Route.ActionArgs) {
  const submission = await parseSubmission(args.request, SiteContentWithLogoSchema, {
    files: { maxFileBytes: MAX_LOGO_BYTES, tooLarge: LOGO_TOO_LARGE },
  });
  if (!submission.ok) {
    const problem =
      submission.error?.logo?.[0] ?? submission.unreadable?.visitorMessage ?? "Please fill in every field.";
    return data(
      { result: submission.reply({ hideFields: ["logo"] }), toast: { title: "Error Saving", description: problem } },
      { status: submission.status },
    );
  }
  const { formData } = submission;
  try {
    if ((await saveSiteContentAndLogo(submission.value, loadedContent(formData.get("loaded")))) === "not-a-logo") {
      return data(
        {
          result: submission.reply({ fieldErrors: { logo: [NOT_A_LOGO] }, hideFields: ["logo"] }),
          toast: { title: "Error Saving", description: NOT_A_LOGO },
        },
        { status: 400 },
      );
    }
  } catch (error) {
    logger.error({ err: error }, "saving site content failed");
    return data(
      {
        result: submission.reply({ hideFields: ["logo"] }),
        toast: { title: "Error Saving", description: "Could not save content. Please try again." },
      },
      { status: 500 },
    );
  }
  return redirectWithToast("/admin/edit-content", {
    title: "Content Saved!",
    description: "The homepage content and logo have been updated in the database.",
  });
}

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  useEffect(() => {
    if (loaderData.loadFailed) {
      toast.error("Error fetching content", { description: "Could not load site content from the database." });
    }
  }, [loaderData.loadFailed]);
  const loaded = JSON.stringify({
    heroTitle: loaderData.hero.title,
    heroSubtitle: loaderData.hero.subtitle,
    stats: loaderData.stats.map((stat) => ({ id: stat.id, value: stat.value, label: stat.label })),
  });
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Edit Site Content</h1>
      {loaderData.loadFailed ? (
        <p role="alert" className="mt-6 max-w-3xl rounded-3xl bg-red-50 p-6 text-red-800 ring-1 ring-red-200">
          Error fetching content: could not load site content from the database. Please reload the page.
        </p>
      ) : (
        // Keyed by what it shows, so the fields start again from the saved content after every save.
        <ContentForm
          key={`${loaded}${loaderData.logoUrl}`}
          content={loaderData}
          loaded={loaded}
          lastResult={actionData?.result}
        />
      )}
    </>
  );
}

function ContentForm({
  content: { hero, stats, logoUrl },
  loaded,
  lastResult,
}: {
  content: Route.ComponentProps["loaderData"];
  loaded: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const [form, fields] = useForm<z.input<typeof SiteContentWithLogoSchema>>({
    id: "site-content",
    lastResult,
    defaultValue: {
      heroTitle: hero.title,
      heroSubtitle: hero.subtitle,
      stats: stats.map((stat) => ({ id: String(stat.id), value: stat.value, label: stat.label })),
    },
    constraint: getZodConstraint(SiteContentWithLogoSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SiteContentWithLogoSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const statFields = fields.stats.getFieldList();
  const { key: _checkboxKey, ...builtInLogoProps } = getInputProps(fields.useBuiltInLogo, { type: "checkbox" });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 max-w-3xl space-y-8">
      <FormError id={form.errorId} errors={form.errors} />
      <input type="hidden" name="loaded" value={loaded} />
      <section aria-labelledby="logo-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="logo-heading" className="text-xl font-bold">
          Logo
        </h2>
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
          <label className="mt-4 flex min-h-11 items-center gap-3 font-semibold text-slate-800">
            <input {...builtInLogoProps} className="size-5 accent-brand-600" />
            Use the built-in logo instead
          </label>
        ) : null}
      </section>
      <section
        aria-labelledby="hero-heading"
        className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="hero-heading" className="text-xl font-bold">
          Home page hero
        </h2>
        <Field
          label="Hero title"
          errors={fields.heroTitle.errors}
          inputProps={getInputProps(fields.heroTitle, { type: "text" })}
        />
        <TextareaField
          label="Hero subtitle"
          errors={fields.heroSubtitle.errors}
          controlProps={{ ...getTextareaProps(fields.heroSubtitle), rows: 3 }}
        />
      </section>
      <section aria-labelledby="stats-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="stats-heading" className="text-xl font-bold">
          Company figures
        </h2>
        <p className="mt-1 text-slate-600">Shown on the home page, About and For Schools.</p>
        <div className="mt-4 space-y-4">
          {statFields.map((stat, index) => {
            const parts = stat.getFieldset();
            const { key: _idKey, ...idProps } = getInputProps(parts.id, { type: "hidden" });
            return (
              <fieldset key={stat.key} {...getFieldsetProps(stat)} className="grid gap-4 sm:grid-cols-[10rem_1fr]">
                <legend className="sr-only">Figure {index + 1}</legend>
                <input {...idProps} />
                <Field
                  label={`Figure ${index + 1}`}
                  errors={parts.value.errors}
                  inputProps={getInputProps(parts.value, { type: "text" })}
                />
                <Field
                  label={`Label ${index + 1}`}
                  errors={parts.label.errors}
                  inputProps={getInputProps(parts.label, { type: "text" })}
                />
              </fieldset>
            );
          })}
        </div>
      </section>
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
