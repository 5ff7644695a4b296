import { FileUp, Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/ui/button.tsx";

/** The inbox's ways to add leads by hand: one from a call or a visit (everyone), a spreadsheet's list (admins). */
export function LeadEntryLinks({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Link to="/admin/inbox/new" className={buttonClasses("primary", "sm")}>
        <Plus aria-hidden="true" className="size-4" /> New lead
      </Link>
      {isAdmin ? (
        <Link to="/admin/inbox/import" className={buttonClasses("secondary", "sm")}>
          <FileUp aria-hidden="true" className="size-4" /> Import a CSV
        </Link>
      ) : null}
    </div>
  );
}
