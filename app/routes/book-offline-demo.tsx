import type { Route } from "./+types/book-offline-demo";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "Book an Offline Demo";
const description = "See a SkillSprouts class at your school, free of charge.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Our team will review your request and contact you within 2 business days to finalize the demo details. Write to{" "}
        <a className="font-semibold text-brand-700 underline" href="mailto:partners@skillsprouts.in">
          partners@skillsprouts.in
        </a>
        .
      </p>
    </SimplePage>
  );
}
