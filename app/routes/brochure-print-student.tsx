import { Link } from "react-router";
import type { Route } from "./+types/brochure-print-student";

export const meta: Route.MetaFunction = () => [{ title: "Student Brochure | SkillSprouts" }];

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">SkillSprouts Student Brochure</h1>
      <p className="mt-4 text-lg text-slate-700">
        The printable brochure is being typeset. Please ask our team for a copy meanwhile.
      </p>
      <Link to="/brochures" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Close
      </Link>
    </main>
  );
}
