import { isRouteErrorResponse, Link } from "react-router";
import { isLostWork } from "#app/modules/admin/lost-work.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { AdminShell } from "./admin-shell.tsx";
import { LostWorkAnswer } from "./lost-work.tsx";

const problems: Record<number, { title: string; text: string }> = {
  400: { title: "That request was not understood", text: "Please go back, reload the page and try again." },
  404: {
    title: "That was not found",
    text: "It may have been deleted meanwhile. Reload the list to see what is there now.",
  },
  405: { title: "That page takes no changes", text: "Please use the forms of the back office." },
};

/** Whether an error is a back-office answer that needs the back office around it, wherever it is caught. */
export function isAdminAnswer(error: unknown): boolean {
  return isRouteErrorResponse(error) && isLostWork(error.data);
}

/** An error in the back office, answered inside it rather than with the public site's error page. */
export function AdminErrorAnswer({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  const lost = isRouteErrorResponse(error) && isLostWork(error.data) ? error.data : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const problem = problems[status] ?? {
    title: "Something went wrong",
    text: "Nothing was changed by this last step. Please try again in a moment.",
  };
  return (
    <AdminShell signedIn={signedIn && lost?.lostWork !== "session-ended"}>
      {lost ? (
        <LostWorkAnswer lost={lost} />
      ) : (
        <div className="max-w-3xl">
          <h1 className="text-3xl font-extrabold">{problem.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{problem.text}</p>
          <Link to="/admin/dashboard" className={buttonClasses("primary", "md", "mt-6")}>
            Back to dashboard
          </Link>
        </div>
      )}
    </AdminShell>
  );
}
