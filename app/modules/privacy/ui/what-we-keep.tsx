import { ANONYMOUS_PLAYER_DAYS } from "../notice.ts";
import type { PrivacyFacts } from "../privacy-notice.server.ts";
import { HowLong, Item, Kept, linkClass, Section, Why } from "./notice-parts.tsx";

/** The notice in four lines, and who decides what happens to the data. */
export function InShort({ keep }: { keep: PrivacyFacts }) {
  return (
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
        SkillSprouts ({keep.officeAddress}) decides what happens to this data; in the words of India's Digital Personal
        Data Protection Act, 2023, we are its Data Fiduciary. Questions? Write to{" "}
        <a className={linkClass} href={keep.request.mailto}>
          {keep.request.email}
        </a>
        .
      </p>
    </Section>
  );
}

/** Each kind of data kept, why, and for how long (the periods the nightly sweep deletes by). */
export function WhatWeKeep({ keep }: { keep: PrivacyFacts }) {
  return (
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
            The contact person's name, the school's name and location, e-mail address, phone number, course, preferred
            date, number of students and any note.
          </Kept>
          <Why>To arrange the demo at the school.</Why>
          <HowLong>{keep.leads} from the day of the request.</HowLong>
        </Item>
        <Item title="Trial class requests and bookings from parents">
          <Kept>
            Your child's first name and age, the course and time you would like (or the class you booked), and your
            name, phone number and e-mail address. We ask you to confirm that you are the child's parent or guardian.
          </Kept>
          <Why>To arrange the free trial class, remind you of it and call you about it.</Why>
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
            hash) that nobody, including us, can turn back into the password. While you are signed in we keep a session
            for up to 30 days.
          </Kept>
          <Why>To sign you in and keep your Fun Zone scores under your name.</Why>
          <HowLong>Until you ask us to delete the account.</HowLong>
        </Item>
        <Item title="Fun Zone names and scores">
          <Kept>
            The name shown on a game's public leaderboards (a first name from our list, with one initial if the player
            likes, or a made-up one such as "Clever Otter 42"), the score, each player's level and points so far, and
            their recent games with the answers given, so a player can see what to learn. A name a child types that
            cannot go on a board (a nickname, a full name) is kept for them alone and shown only to them. A player
            without an account is known only by a random number in a cookie. With each score we keep a scrambled code of
            the network it came from (never the address itself), so that no one network can fill a board. The name and
            e-mail address of an account are never shown on a board.
          </Kept>
          <Why>To run the games and the leaderboards.</Why>
          <HowLong>
            A player without an account who is not on a leaderboard is deleted {ANONYMOUS_PLAYER_DAYS} days after their
            last game; others while the games run. Ask us and we remove a name or score.
          </HowLong>
        </Item>
        <Item title="Questions Brainy could not answer">
          <Kept>
            The text of the question only, with anything that looks like an e-mail address or a phone number replaced by
            a placeholder. Nothing else about who asked.
          </Kept>
          <Why>So our team can add the answer to our FAQs.</Why>
          <HowLong>{keep.chatGaps} from the day it was asked.</HowLong>
        </Item>
      </div>
      <p>
        To stop abuse (too many sign-in attempts, say), our server counts requests for a short while by IP address or
        e-mail address. These counters last between 15 minutes and one day and are then deleted. Our server's technical
        log notes each page address, the time and whether it worked; it does not note your IP address, your cookies or
        what you type into a form.
      </p>
    </Section>
  );
}
