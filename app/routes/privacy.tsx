import type { ReactNode } from "react";
import type { Route } from "./+types/privacy";
import { PageHero } from "#app/components/page-hero.tsx";
import { formatDate } from "#app/modules/content/shared/format.ts";
import {
  ANONYMOUS_PLAYER_DAYS,
  formatMonths,
  PRIVACY_NOTICE_UPDATED,
  privacyRequest,
} from "#app/modules/privacy/notice.ts";
import { retentionPeriods } from "#app/modules/privacy/retention.server.ts";
import { addressLine } from "#app/modules/site/company-details.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

/**
 * The periods are the ones the nightly sweep deletes by, so the notice can never promise something else; the
 * address is the one staff keep in Edit Site Content.
 */
export async function loader() {
  const periods = retentionPeriods();
  const details = await getCompanyDetails();
  return {
    leads: formatMonths(periods.leadsMonths),
    cvs: formatMonths(periods.cvsMonths),
    chatGaps: formatMonths(periods.chatGapsMonths),
    officeAddress: addressLine(details),
    request: privacyRequest(details.emails.general),
  };
}

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
        <Section id="in-short" title="In short">
          <ul className="list-disc space-y-2 pl-6">
            <li>We keep only what you type into our forms, and use it only for what the form says.</li>
            <li>
              There are no adverts, no analytics and no tracking on this website, and no scripts or fonts from other
              companies. We never sell your data or share it for marketing.
            </li>
            <li>Children can play in the Fun Zone and talk to Brainy without an account or any contact details.</li>
            <li>We delete old messages and requests automatically, and anything else when you ask.</li>
          </ul>
          <p>
            SkillSprouts ({keep.officeAddress}) decides what happens to this data; in the words of India's Digital
            Personal Data Protection Act, 2023, we are its Data Fiduciary. Questions? Write to{" "}
            <a className={linkClass} href={keep.request.mailto}>
              {keep.request.email}
            </a>
            .
          </p>
        </Section>

        <Section id="what-we-keep" title="What we keep, why, and for how long">
          <p>Each item below is kept only as long as shown, then deleted by a clean-up that runs every night.</p>
          <div className="grid gap-4">
            <Item title="Messages from the contact form">
              <Kept>Your name, e-mail address, phone number (if you give it), subject and message.</Kept>
              <Why>To answer you.</Why>
              <HowLong>{keep.leads} from the day you send it.</HowLong>
            </Item>
            <Item title="Demo requests from schools">
              <Kept>
                The contact person's name, the school's name and location, e-mail address, phone number, course,
                preferred date, number of students and any note.
              </Kept>
              <Why>To arrange the demo at the school.</Why>
              <HowLong>{keep.leads} from the day of the request.</HowLong>
            </Item>
            <Item title="Trial class requests from parents">
              <Kept>
                Your child's first name and age, the course and time you would like, and your name, phone number and
                e-mail address. We ask you to confirm that you are the child's parent or guardian.
              </Kept>
              <Why>To arrange the free trial class and call you about it.</Why>
              <HowLong>{keep.leads} from the day of the request.</HowLong>
            </Item>
            <Item title="Job applications and CVs">
              <Kept>Your name, e-mail address, phone number, cover note and the CV you upload.</Kept>
              <Why>To consider you for the job you applied for.</Why>
              <HowLong>{keep.cvs} from the day you apply; the CV file is deleted with the application.</HowLong>
            </Item>
            <Item title="Newsletter sign-ups">
              <Kept>Your e-mail address.</Kept>
              <Why>To send you the newsletter you asked for.</Why>
              <HowLong>Until you ask us to remove it.</HowLong>
            </Item>
            <Item title="Accounts">
              <Kept>
                Your e-mail address, the name you choose (if any) and your password, stored only in a scrambled form (a
                hash) that nobody, including us, can turn back into the password. While you are signed in we keep a
                session for up to 30 days.
              </Kept>
              <Why>To sign you in and keep your Fun Zone scores under your name.</Why>
              <HowLong>Until you ask us to delete the account.</HowLong>
            </Item>
            <Item title="Fun Zone names and scores">
              <Kept>
                The name shown on a game's public leaderboards (a first name from our list, with one initial if the
                player likes, or a made-up one such as "Clever Otter 42"), the score, each player's level and points so
                far, and their recent games with the answers given, so a player can see what to learn. A name a child
                types that cannot go on a board (a nickname, a full name) is kept for them alone and shown only to them.
                A player without an account is known only by a random number in a cookie. With each score we keep a
                scrambled code of the network it came from (never the address itself), so that no one network can fill a
                board. The name and e-mail address of an account are never shown on a board.
              </Kept>
              <Why>To run the games and the leaderboards.</Why>
              <HowLong>
                A player without an account who is not on a leaderboard is deleted {ANONYMOUS_PLAYER_DAYS} days after
                their last game; others while the games run. Ask us and we remove a name or score.
              </HowLong>
            </Item>
            <Item title="Questions Brainy could not answer">
              <Kept>
                The text of the question only, with anything that looks like an e-mail address or a phone number
                replaced by a placeholder. Nothing else about who asked.
              </Kept>
              <Why>So our team can add the answer to our FAQs.</Why>
              <HowLong>{keep.chatGaps} from the day it was asked.</HowLong>
            </Item>
          </div>
          <p>
            To stop abuse (too many sign-in attempts, say), our server counts requests for a short while by IP address
            or e-mail address. These counters last between 15 minutes and one day and are then deleted. Our server's
            technical log notes each page address, the time and whether it worked; it does not note your IP address,
            your cookies or what you type into a form.
          </p>
        </Section>

        <Section id="children" title="Children's data">
          <p>
            Our courses are for children aged 4 to 14, and India's data protection law asks for extra care with anyone
            under 18. So:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Children can play the Fun Zone games, read the stories and ask Brainy questions without an account, and we
              never ask them for contact details there.
            </li>
            <li>
              The leaderboards are public, so they show only a first name from a list our team has checked (with one
              initial at most) or a made-up name. We refuse unkind names, names that pretend to be our staff, and names
              with links, e-mail addresses or phone numbers, and our team can hide any player or change any name.
              Leaving the name empty gives a made-up one.
            </li>
            <li>
              A child's details (on the trial class form) are given by a parent or guardian, who confirms their consent
              on the form.
            </li>
            <li>
              Accounts are meant for parents, or for children whose parent or guardian agrees. If we learn that a
              child's account was made without that consent, we delete it.
            </li>
            <li>We do not track children, watch how they behave online or show them adverts.</li>
          </ul>
        </Section>

        <Section id="brainy" title="Brainy, our chat helper">
          <p>
            Brainy answers from the text of this website. When the AI service is switched on, the question typed to
            Brainy and the last few messages of the same chat are sent to Google's Gemini service, together with
            passages from our website, so that it can write the answer. Nothing else goes with them: not your IP
            address, not your cookies, not your account. Google processes these questions under its own terms for the
            Gemini service. When the AI service is off, nothing leaves our server.
          </p>
          <p>
            We do not keep the chat itself. Only questions Brainy could not answer are kept, as described above, with
            contact details masked. Please don't type names, phone numbers or addresses into the chat.
          </p>
        </Section>

        <Section id="cookies" title="Cookies">
          <p>
            We use six small cookies, none for tracking you across sites or for adverts. Five are needed for the site to
            work; one tells our team where an enquiry came from:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>__session</strong>: keeps you signed in, for up to 30 days (staff: 12 hours).
            </li>
            <li>
              <strong>__player</strong>: the random number of a Fun Zone player without an account, so their progress
              survives a reload; kept for one year.
            </li>
            <li>
              <strong>__browser</strong>: a random number for the browser a Fun Zone player plays in, so that if our
              team takes someone off the leaderboards, a new player started in the same browser stays off them too; kept
              for one year.
            </li>
            <li>
              <strong>toast</strong>: carries a one-line message such as "Message Sent!" to the next page; it lasts one
              minute.
            </li>
            <li>
              <strong>lead_source</strong>: when you arrive from an advert or campaign link (its <em>utm_</em> tags) or
              from another website, the campaign's tags, the page you landed on and the other website's name, for 30
              days. If you then send us a form, they are kept with it, so we know which advert or school campaign
              reached you. Nothing in it names you, and it is never shared.
            </li>
            <li>
              <strong>form_token</strong>: a random number given with a page that has a form, so that a form sent twice
              (a double tap, a resend after a poor connection) reaches us once; it lasts until you close the browser.
            </li>
          </ul>
        </Section>

        <Section id="no-trackers" title="No trackers or third-party scripts">
          <p>
            Every script, font and picture on this website comes from our own server. We use no analytics, no
            advertising networks, no social media buttons that load from elsewhere and no tracking pixels. Two things
            reach other companies only when you choose them: the map on the contact page loads from OpenStreetMap only
            after you press "Show the map", and the social media links open those sites only when you follow them.
          </p>
        </Section>

        <Section id="who-sees" title="Who sees your data">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              A few SkillSprouts staff, each with their own admin account, read messages, requests and applications in
              our admin area. CVs can only be downloaded by them, through links that stop working after five minutes.
            </li>
            <li>Everyone can see the Fun Zone leaderboards: a name and a score.</li>
            <li>
              The companies that run our servers, database, file storage and e-mail keep the data for us and send our
              e-mails; they do not use it for anything of their own. Google's Gemini service sees Brainy's questions as
              described above.
            </li>
            <li>We would share data with the authorities only when the law requires it.</li>
          </ul>
        </Section>

        <Section id="safety" title="Keeping it safe">
          <p>
            The website is served only over an encrypted connection. Passwords are stored as hashes. CVs are checked
            when you upload them and stored privately. Admin pages check on the server, for every request, that the
            person is an admin.
          </p>
        </Section>

        <Section id="your-rights" title="Your rights, and how to ask">
          <p>You (or you for your child) can ask us at any time to:</p>
          <ul className="list-disc space-y-2 pl-6">
            <li>tell you what we keep about you and who it was shared with;</li>
            <li>correct or complete it;</li>
            <li>delete it, or withdraw a consent you gave (we then stop using the data and delete it);</li>
            <li>name someone to act for you if you cannot.</li>
          </ul>
          <p>
            Write to{" "}
            <a className={linkClass} href={keep.request.mailto}>
              {keep.request.email}
            </a>{" "}
            with the subject "Privacy request", or use{" "}
            <a className={linkClass} href={keep.request.contactForm}>
              our contact form
            </a>
            . Tell us the e-mail address or phone number you used, so we can find your details; we may ask you to
            confirm it is you. We reply within 7 days and finish within 30 days. If you are not happy with our answer,
            you can complain to the Data Protection Board of India.
          </p>
        </Section>

        <Section id="changes" title="Changes to this notice">
          <p>
            When we change what we keep or why, we update this page and the date at the top. We will not use data you
            gave us for a new purpose without asking you first.
          </p>
        </Section>
      </div>
    </>
  );
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ title, children }: { title: string; children: ReactNode }) {
  // Titles are unique on the page, so each makes its heading's id.
  const headingId = `item-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h3>
      <dl className="mt-3 grid gap-2 text-base sm:grid-cols-[9rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const Kept = ({ children }: { children: ReactNode }) => <Row label="What we keep">{children}</Row>;
const Why = ({ children }: { children: ReactNode }) => <Row label="Why">{children}</Row>;
const HowLong = ({ children }: { children: ReactNode }) => <Row label="How long">{children}</Row>;

// A content page: sent without the framework, the same HTML for every visitor.
export const handle = staticPageHandle;
