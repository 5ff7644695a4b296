import { Link } from "react-router";
import type { Route } from "./+types/story-time";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";

const title = "Story Time";
const description =
  "An interactive story where every choice changes the ending. Help Pip find the way home through the Whispering Woods.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Grab a grown-up or a friend, and read each scene aloud together.{" "}
        <Link className="font-semibold text-brand-700 underline" to="/fun-zone">
          Or visit the Fun Zone
        </Link>
        .
      </p>
    </SimplePage>
  );
}
