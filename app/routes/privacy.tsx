import type { Route } from "./+types/privacy";
import { PageHero } from "#app/components/page-hero.tsx";
import { formatDate } from "#app/modules/content/shared/format.ts";
import { PRIVACY_NOTICE_UPDATED } from "#app/modules/privacy/notice.ts";
import { privacyFacts } from "#app/modules/privacy/privacy-notice.server.ts";
import {
  BrainySection,
  ChangesSection,
  ChildrenSection,
  CookiesSection,
  NoTrackersSection,
  SafetySection,
  WhoSeesSection,
  YourRightsSection,
} from "#app/modules/privacy/ui/privacy-sections.tsx";
import { InShort, WhatWeKeep } from "#app/modules/privacy/ui/what-we-keep.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

/** The retention periods the nightly sweep deletes by, and the office's address and e-mail as staff keep them. */
export const loader = () => privacyFacts();

const title = "Privacy Notice";
const description =
  "What SkillSprouts keeps about you and your child, why, for how long, who sees it, and how to have it deleted. No trackers, no adverts.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Privacy({ loaderData: keep }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={title} intro="How we look after your family's data, in plain words.">
        <p className="mt-4 text-slate-600">
          Last updated: <time dateTime={PRIVACY_NOTICE_UPDATED}>{formatDate(PRIVACY_NOTICE_UPDATED)}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-lg leading-relaxed text-slate-800 sm:px-6">
        <InShort keep={keep} />
        <WhatWeKeep keep={keep} />
        <ChildrenSection />
        <BrainySection />
        <CookiesSection />
        <NoTrackersSection />
        <WhoSeesSection />
        <SafetySection />
        <YourRightsSection keep={keep} />
        <ChangesSection />
      </div>
    </>
  );
}

// A content page: sent without the framework, the same HTML for every visitor.
export const handle = staticPageHandle;
