import type { PrivacyFacts } from "../privacy-notice.server.ts";
import { linkClass, Section } from "./notice-parts.tsx";

/** Children's data: what extra care is taken. */
export function ChildrenSection() {
  return (
    <Section id="children" title="Children's data">
      <p>
        Our courses are for children aged 4 to 14, and India's data protection law asks for extra care with anyone under
        18. So:
      </p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          Children can play the Fun Zone games, read the stories and ask Brainy questions without an account, and we
          never ask them for contact details there.
        </li>
        <li>
          The leaderboards are public, so they show only a first name from a list our team has checked (with one initial
          at most) or a made-up name. We refuse unkind names, names that pretend to be our staff, and names with links,
          e-mail addresses or phone numbers, and our team can hide any player or change any name. Leaving the name empty
          gives a made-up one.
        </li>
        <li>
          A child's details (on the trial class form) are given by a parent or guardian, who confirms their consent on
          the form.
        </li>
        <li>
          Accounts are meant for parents, or for children whose parent or guardian agrees. If we learn that a child's
          account was made without that consent, we delete it.
        </li>
        <li>We do not track children, watch how they behave online or show them adverts.</li>
      </ul>
    </Section>
  );
}

/** Brainy: what is sent to the AI service and what is kept. */
export function BrainySection() {
  return (
    <Section id="brainy" title="Brainy, our chat helper">
      <p>
        Brainy answers from the text of this website. When the AI service is switched on, the question typed to Brainy
        and the last few messages of the same chat are sent to Google's Gemini service, together with passages from our
        website, so that it can write the answer. Nothing else goes with them: not your IP address, not your cookies,
        not your account. Google processes these questions under its own terms for the Gemini service. When the AI
        service is off, nothing leaves our server.
      </p>
      <p>
        We do not keep the chat itself. Only questions Brainy could not answer are kept, as described above, with
        contact details masked. Please don't type names, phone numbers or addresses into the chat.
      </p>
    </Section>
  );
}

/** The six cookies, each with what it is for and how long it lasts. */
export function CookiesSection() {
  return (
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
          <strong>__browser</strong>: a random number for the browser a Fun Zone player plays in, so that if our team
          takes someone off the leaderboards, a new player started in the same browser stays off them too; kept for one
          year.
        </li>
        <li>
          <strong>toast</strong>: carries a one-line message such as "Message Sent!" to the next page; it lasts one
          minute.
        </li>
        <li>
          <strong>lead_source</strong>: when you arrive from an advert or campaign link (its <em>utm_</em> tags) or from
          another website, the campaign's tags, the page you landed on and the other website's name, for 30 days. If you
          then send us a form, they are kept with it, so we know which advert or school campaign reached you. Nothing in
          it names you, and it is never shared.
        </li>
        <li>
          <strong>form_token</strong>: a random number given with a page that has a form, so that a form sent twice (a
          double tap, a resend after a poor connection) reaches us once; it lasts until you close the browser.
        </li>
      </ul>
    </Section>
  );
}

/** No trackers, and the two things that reach other companies only when chosen. */
export function NoTrackersSection() {
  return (
    <Section id="no-trackers" title="No trackers or third-party scripts">
      <p>
        Every script, font and picture on this website comes from our own server. We use no analytics, no advertising
        networks, no social media buttons that load from elsewhere and no tracking pixels. Two things reach other
        companies only when you choose them: the map on the contact page loads from OpenStreetMap only after you press
        "Show the map", and the social media links open those sites only when you follow them.
      </p>
    </Section>
  );
}

/** Who sees the data. */
export function WhoSeesSection() {
  return (
    <Section id="who-sees" title="Who sees your data">
      <ul className="list-disc space-y-2 pl-6">
        <li>
          A few SkillSprouts staff, each with their own admin account, read messages, requests and applications in our
          admin area. CVs can only be downloaded by them, through links that stop working after five minutes.
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
  );
}

/** How the data is kept safe. */
export function SafetySection() {
  return (
    <Section id="safety" title="Keeping it safe">
      <p>
        The website is served only over an encrypted connection. Passwords are stored as hashes. CVs are checked when
        you upload them and stored privately. Admin pages check on the server, for every request, that the person is an
        admin.
      </p>
    </Section>
  );
}

/** The rights a family has, and how to ask. */
export function YourRightsSection({ keep }: { keep: PrivacyFacts }) {
  return (
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
        . Tell us the e-mail address or phone number you used, so we can find your details; we may ask you to confirm it
        is you. We reply within 7 days and finish within 30 days. If you are not happy with our answer, you can complain
        to the Data Protection Board of India.
      </p>
    </Section>
  );
}

/** How changes to the notice are made. */
export function ChangesSection() {
  return (
    <Section id="changes" title="Changes to this notice">
      <p>
        When we change what we keep or why, we update this page and the date at the top. We will not use data you gave
        us for a new purpose without asking you first.
      </p>
    </Section>
  );
}
