import { redirect } from "react-router";

/** /our-courses is the home page's course list: one page, one title, and the browser lands on the list. */
export function loader() {
  return redirect("/#programs", 301);
}
