import { getFieldsetProps, getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/edit-content";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";
import { useActionToast } from "#app/modules/accounts/use-action-toast.ts";
import { SiteContentSchema } from "#app/modules/content/site-content-admin.ts";
import { saveSiteContent } from "#app/modules/content/site-content-admin.server.ts";
import { getHeroContent, getStats } from "#app/modules/site/shell.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { Field, FormError, TextareaField } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Edit Site Content | SkillSprouts admin" },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const [hero, stats] = await Promise.all([getHeroContent(), getStats()]);
  return { hero, stats };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const submission = parseWithZod(await args.request.formData(), { schema: SiteContentSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), toast: { title: "Error Saving", description: "Please fill in every field." } },
      { status: 400 },
    );
  }
  try {
    await saveSiteContent(submission.value);
  } catch (error) {
    logger.error({ err: error }, "saving site content failed");
    return data(
      {
        result: submission.reply(),
        toast: { title: "Error Saving", description: "Could not save content. Please try again." },
      },
      { status: 500 },
    );
  }
  return redirectWithToast("/admin/edit-content", {
    title: "Content Saved!",
    description: "The homepage content has been updated in the database.",
  });
}

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  const [form, fields] = useForm<z.input<typeof SiteContentSchema>>({
    id: "site-content",
    lastResult: actionData?.result,
    defaultValue: {
      heroTitle: loaderData.hero.title,
      heroSubtitle: loaderData.hero.subtitle,
      stats: loaderData.stats.map((stat) => ({ id: String(stat.id), value: stat.value, label: stat.label })),
    },
    constraint: getZodConstraint(SiteContentSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SiteContentSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const statFields = fields.stats.getFieldList();
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Edit Site Content</h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 max-w-3xl space-y-8">
        <FormError id={form.errorId} errors={form.errors} />
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
        <p className="text-slate-600">
          The logo upload arrives with the media tools; the current logo stays until then.
        </p>
        <div className="flex flex-wrap gap-3">
          <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
            Save All Changes
          </StatusButton>
          <Link to="/admin/dashboard" className={buttonClasses("ghost", "lg")}>
            Back to dashboard
          </Link>
        </div>
      </Form>
    </>
  );
}
