import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";

/**
 * The confirmation step before a delete: a section on the page itself (reached by a ?delete= link),
 * so it works the same with JavaScript off. The form posts intent=delete with the id.
 */
export function ConfirmDeletion({
  id,
  cancelTo,
  children,
}: {
  id: string | number;
  cancelTo: string;
  children: ReactNode;
}) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="delete-heading"
      aria-describedby="delete-text"
      className="mt-6 rounded-3xl bg-red-50 p-6 ring-1 ring-red-200"
    >
      <h2 id="delete-heading" className="text-xl font-bold text-red-900">
        Are you sure?
      </h2>
      <p id="delete-text" className="mt-2 text-red-900">
        {children}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className={buttonClasses("primary", "md", "bg-red-700 hover:bg-red-800")}>
          Delete
        </button>
        <Link to={cancelTo} className={buttonClasses("secondary")}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}
