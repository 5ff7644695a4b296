import { redirect } from "react-router";

/** /admin itself opens the dashboard; the layout's guard has already sent anyone else to the sign-in page. */
export function loader() {
  return redirect("/admin/dashboard");
}
