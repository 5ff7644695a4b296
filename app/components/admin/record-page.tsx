import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { LucideIcon } from "lucide-react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { FormError } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";
import { ConfirmDeletion } from "./confirm-deletion.tsx";

/*
 * The pieces every "manage" page of the back office is built from (blog, careers, FAQs, testimonials, feeds,
 * brochures, programs): a title with its add button, white panels for the forms, Edit and Delete links that open
 * the editor or the confirmation through the URL (so they work without JavaScript), Save and Cancel, and the
 * notice of an empty list. One place, so the pages look and behave alike.
 */

/** The page's title, and the button that opens the form for a new record (`?new=1` or the like). */
export function RecordPageHeading({
  title,
  add,
}: {
  title: string;
  add?: { to: string; label: string; icon?: LucideIcon };
}) {
  const Icon = add?.icon ?? Plus;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      {add ? (
        <Link to={add.to} className={buttonClasses("primary")}>
          <Icon aria-hidden="true" className="size-5" /> {add.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A white panel with its own heading, named for assistive technology: a form, or a part of a record. `className`
 * takes the place of the default top margin (mt-6): "" in a grid that spaces its panels itself.
 */
export function AdminPanel({
  headingId,
  heading,
  intro,
  className,
  id,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  /** A line under the heading saying what the panel is for. */
  intro?: ReactNode;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200", className ?? "mt-6")}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}

/** What an empty list says instead, in the place of the list. */
export function EmptyList({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={cn("rounded-3xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200", className ?? "mt-8")}>
      {children}
    </p>
  );
}

/** Opens the record's editor on this page (`?edit=<id>`); `what` names the record for screen readers. */
export function EditLink({ id, what }: { id: string | number; what: string }) {
  return (
    <Link to={`?edit=${id}`} className={buttonClasses("secondary", "sm")}>
      <Pencil aria-hidden="true" className="size-4" /> Edit<span className="sr-only">{what}</span>
    </Link>
  );
}

/** Opens the confirmation before a delete (`?delete=<id>` unless `to` says otherwise); nothing is deleted yet. */
export function DeleteLink({
  id,
  to = `?delete=${id}`,
  className,
  children,
}: {
  id: string | number;
  to?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={buttonClasses("ghost", "sm", cn("text-red-700 hover:bg-red-50", className))}
    >
      <Trash2 aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}

/**
 * The top of a page of records of one kind: its title with the button that opens the form for a new one, a line
 * on what the records are for, and the confirmation of the delete the URL asks for (`?delete=`).
 */
export function RecordsPageTop<Row extends { id: string | number }>({
  title,
  addLabel,
  intro,
  deleting,
  deletionText,
}: {
  title: string;
  addLabel: string;
  intro?: ReactNode;
  deleting: Row | undefined;
  /** What deleting the record does, in a sentence. */
  deletionText: (row: Row) => ReactNode;
}) {
  // Cancel leads back to the list: this page without the query that opened the confirmation.
  const { pathname } = useLocation();
  return (
    <>
      <RecordPageHeading title={title} add={{ to: "?new=1", label: addLabel }} />
      {intro}
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={pathname}>
          {deletionText(deleting)}
        </ConfirmDeletion>
      ) : null}
    </>
  );
}

/** A form's Save button (busy while the page is sending) and the way back to the list without saving. */
export function SaveOrCancel({
  cancelTo,
  className,
  label = "Save",
  pendingLabel = "Saving…",
  pending,
}: {
  cancelTo: string;
  className?: string;
  label?: string;
  pendingLabel?: string;
  /** When the form is sent some other way than the router's (an upload with progress). */
  pending?: boolean;
}) {
  const navigation = useNavigation();
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      <StatusButton pending={pending ?? navigation.state === "submitting"} pendingLabel={pendingLabel}>
        {label}
      </StatusButton>
      <Link to={cancelTo} className={buttonClasses("ghost", "lg")}>
        Cancel
      </Link>
    </div>
  );
}

/**
 * A back-office form that says what it does by its intent (the action parses the form once, as a union of
 * intents), with the form's own errors first.
 */
export function IntentForm<Fields extends Record<string, unknown>>({
  form,
  intent,
  withFile = false,
  className,
  children,
}: {
  form: FormMetadata<Fields>;
  intent: string;
  /** Sends the form as multipart, for a picture with it. */
  withFile?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={withFile ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      className={className}
    >
      <FormError id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/**
 * The records the URL points at: the one being edited (`?edit=`), the one whose deletion is being confirmed
 * (`?delete=`), and whether the form for a new one is open (`?new=1`).
 */
export function useRecordsInUrl<Row extends { id: string | number }>(records: readonly Row[]) {
  const [params] = useSearchParams();
  const find = (name: string) => records.find((record) => String(record.id) === params.get(name));
  return { editing: find("edit"), deleting: find("delete"), adding: params.get("new") === "1", params };
}
