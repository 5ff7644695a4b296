import type { Route } from "./+types/credentials";
import { PageHero } from "#app/components/page-hero.tsx";
import { listShownCredentials } from "#app/modules/schools/school-proof.server.ts";
import { CredentialsList } from "#app/modules/schools/ui/school-proof-sections.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

const title = "Certifications and Alignment";
const description =
  "The certifications SkillSprouts holds and the frameworks its courses are aligned with, with the evidence for each.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

/** Only the claims with their evidence: the page says so plainly when there are none yet. */
export async function loader() {
  return { credentials: await listShownCredentials() };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={title} intro="Each claim we make, with the evidence you can check." />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {loaderData.credentials.length > 0 ? (
          <CredentialsList credentials={loaderData.credentials} />
        ) : (
          <p className="text-lg text-slate-700">We list a certification here once its evidence can be shown.</p>
        )}
      </div>
    </>
  );
}

export const handle = staticPageHandle;
