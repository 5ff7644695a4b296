import { Link } from "react-router";
import type { Route } from "./+types/feeds";
import { FeedCard } from "#app/modules/content/feeds/ui/feed-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { getUser } from "#app/modules/accounts/guards.server.ts";
import { listFeeds } from "#app/modules/content/feeds/feeds.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticFreshPageHandle } from "#app/modules/site/page-handles.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { feeds: await listFeeds(), isAdmin: getUser(context)?.role === "admin" };
}

const title = "School Feeds";
const description =
  "Moments our partner schools are proud of: projects, competitions and performances by SkillSprouts students.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Feeds({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={title} intro={description} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {loaderData.isAdmin ? (
          <p className="mb-8 rounded-2xl bg-slate-900 px-5 py-4 text-white">
            <Link to="/admin/manage-feeds" className="font-semibold underline">
              Go to the admin panel to manage feeds
            </Link>
          </p>
        ) : null}
        {loaderData.feeds.length === 0 ? (
          <p className="text-center text-lg text-slate-600">No school feeds yet.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {loaderData.feeds.map((item) => (
              <li key={item.id} className="flex">
                <FeedCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

// Kept for everyone; the views each post shows are at most a minute old (the island counts a view and shows the
// new figure).
export const handle = staticFreshPageHandle(60);
