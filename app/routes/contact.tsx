import type { Route } from "./+types/contact";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "Contact Us";
const description = "Questions about a course, a school partnership or a demo? We would love to hear from you.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Write to us at{" "}
        <a className="font-semibold text-brand-700 underline" href="mailto:hello@skillsprouts.in">
          hello@skillsprouts.in
        </a>{" "}
        or call +91 22 4000 1234, Monday to Friday 9:00 AM to 6:00 PM and Saturday 10:00 AM to 2:00 PM.
      </p>
    </SimplePage>
  );
}
