import { isRouteErrorResponse, Link } from "react-router";
import { isAdminOnlyRefusal } from "#app/modules/admin/admin-only.ts";
import { isLostWork, lostWorkTitle } from "#app/modules/admin/lost-work.ts";
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
  return isRouteErrorResponse(error) && (isLostWork(error.data) || isAdminOnlyRefusal(error.data));
}

const adminOnly = {
  title: "This page is for admins",
  text: "Your account is a staff account: it opens the inbox and the content tools, but not user management, settings or the audit log. Please ask an admin if you need something changed there.",
};

/** A member of staff on an admin-only page is signed in: the back office's header stays. */
const isStaffRefused = (error: unknown) => isRouteErrorResponse(error) && isAdminOnlyRefusal(error.data);

function problemOf(error: unknown) {
  if (isStaffRefused(error)) return adminOnly;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    problems[status] ?? {
      title: "Something went wrong",
      text: "Nothing was changed by this last step. Please try again in a moment.",
    }
  );
}

/** The heading of the back office's answer to an error, which is also its page title. */
export function adminErrorTitle(error: unknown): string {
  const lost = isRouteErrorResponse(error) && isLostWork(error.data) ? error.data : null;
  return lost ? lostWorkTitle(lost) : problemOf(error).title;
}

/** An error in the back office, answered inside it rather than with the public site's error page. */
export function AdminErrorAnswer({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  const lost = isRouteErrorResponse(error) && isLostWork(error.data) ? error.data : null;
  const problem = problemOf(error);
  const staffRefused = isStaffRefused(error);
  return (
    <AdminShell signedIn={staffRefused || (signedIn && lost?.lostWork !== "session-ended")}>
      {lost ? (
        <LostWorkAnswer lost={lost} />
      ) : (
        <div className="max-w-3xl">
          <title>{`${problem.title} | SkillSprouts`}</title>
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
