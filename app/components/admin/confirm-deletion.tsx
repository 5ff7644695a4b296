import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";
import { useHydrated } from "#app/ui/use-hydrated.ts";

/**
 * The confirmation step before a delete (or another write that cannot be undone), reached by a link such as
 * ?delete=. Without JavaScript it is a section on the page; with it, the same content in a modal dialog (focus
 * held inside, Escape cancels). The form posts the intent (delete unless said) with the id and any other fields.
 */
export function ConfirmDeletion({
  id,
  cancelTo,
  intent = "delete",
  confirmLabel = "Delete",
  fields = {},
  children,
}: {
  id: string | number;
  cancelTo: string;
  intent?: string;
  confirmLabel?: string;
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      void navigate(cancelTo, { preventScrollReset: true });
    };
    dialog.addEventListener("cancel", cancel);
    return () => dialog.removeEventListener("cancel", cancel);
  }, [hydrated, cancelTo, navigate]);

  const content = (
    <>
      <h2 id="delete-heading" className="text-xl font-bold text-red-900">
        Are you sure?
      </h2>
      <p id="delete-text" className="mt-2 text-red-900">
        {children}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClasses("primary", "md", "bg-red-700 hover:bg-red-800")}>
          {confirmLabel}
        </button>
        <Link to={cancelTo} preventScrollReset className={buttonClasses("secondary")}>
          Cancel
        </Link>
      </Form>
    </>
  );

  const labelling = { "aria-labelledby": "delete-heading", "aria-describedby": "delete-text" };
  return hydrated ? (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      {...labelling}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-3xl bg-red-50 p-6 shadow-xl ring-1 ring-red-200 backdrop:bg-slate-900/50"
    >
      {content}
    </dialog>
  ) : (
    <section role="alertdialog" {...labelling} className="mt-6 rounded-3xl bg-red-50 p-6 ring-1 ring-red-200">
      {content}
    </section>
  );
}
