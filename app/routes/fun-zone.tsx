import { Link } from "react-router";
import type { Route } from "./+types/fun-zone";
import { SimplePage } from "#app/components/simple-page.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { sharedHtmlHandle } from "#app/modules/site/shared-html.ts";

const title = "Fun Zone";
const description =
  "Five quiz games for maths, grammar, words, abacus and coding, each with a global top-10 leaderboard.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Page() {
  return (
    <SimplePage title={title} intro={description}>
      <p className="text-lg text-slate-700">
        Pick a game, beat the clock and climb the leaderboard. Want more?{" "}
        <Link className="font-semibold text-brand-700 underline" to="/story-time">
          Try Story Time
        </Link>
        .
      </p>
    </SimplePage>
  );
}

export const handle = sharedHtmlHandle;
