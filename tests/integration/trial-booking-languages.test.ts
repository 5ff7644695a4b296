/** A trial class booked from the Marathi or Hindi site: its pages, mails and links stay in the family's language. */
import { simpleParser } from "mailparser";
import { beforeEach, describe, expect, it } from "vitest";
import { programs } from "#db/schema.ts";
import { noOrigin } from "#app/modules/leads/lead-source.ts";
import { cancelBooking } from "#app/modules/trials/booking-change.server.ts";
import { sendBookingChangeMail } from "#app/modules/trials/booking-change-mail.server.ts";
import { trialBookingConfirmation } from "#app/modules/trials/booking-mail.server.ts";
import { bookTrialClass } from "#app/modules/trials/booking.server.ts";
import { manageToken } from "#app/modules/trials/booking-token.server.ts";
import { sendTrialReminders } from "#app/modules/trials/reminders.server.ts";
import { action as changeAction, loader as changeLoader } from "#app/routes/trial-booking-change.tsx";
import { loader as bookingLoader } from "#app/routes/trial-booking.tsx";
import { db } from "#app/server/db.server.ts";
import { env } from "#app/server/env.server.ts";
import type { Mail } from "#app/server/mail.server.ts";
import { forgetQueuedJobs, truncateAll } from "../support/db.ts";
import { useLocalOutbox } from "../support/mail-outbox.ts";
import { abacusProgram } from "../support/factories.ts";
import { formRequest, routeContext } from "../support/route-context.ts";
import { abacus, aTrialBooking, aTrialSession } from "../support/trials.ts";

const HOUR = 3600_000;
const outbox = useLocalOutbox("trial-languages");

/** The mails written to the outbox, read as a mail app reads them. */
const readMails = async () =>
  Promise.all(
    (await outbox.mails()).map(async (raw) => {
      const mail = await simpleParser(raw);
      return { subject: mail.subject ?? "", text: mail.text ?? "" };
    }),
  );

/** A seat booked from the Marathi site, in a class at our office three days from now. */
async function aMarathiBooking() {
  const startsAt = new Date(Date.now() + 3 * 24 * HOUR);
  const session = await aTrialSession({ startsAt, mode: "office", address: "Shanti Towers, Mira Road" });
  const outcome = await bookTrialClass(aTrialBooking(session.id, { childName: "Aarav" }), abacus, {
    ...noOrigin,
    language: "mr",
  });
  if (!outcome.booked) throw new Error(`not booked: ${outcome.reason}`);
  return { session, view: outcome.token, manage: manageToken(outcome.bookingId) };
}

beforeEach(async () => {
  await truncateAll();
  await forgetQueuedJobs("trial-change-mail");
  await db().insert(programs).values(abacusProgram);
});

describe("a trial class booked from the Marathi site", () => {
  it("is confirmed in Marathi, with links to the Marathi pages and the one calendar invite", async () => {
    const { view, manage } = await aMarathiBooking();
    const [lead] = await db().query.trialClassRequests.findMany();
    expect(lead?.language).toBe("mr");
    const mail = await trialBookingConfirmation(lead?.id ?? 0);
    const site = env().SITE_URL;
    expect(mail?.subject).toMatch(/^\S+, \d+ \S+, \d{4} रोजी तुमचा Abacus ट्रायल क्लास \| SkillSprouts$/);
    expect(mail?.text).toContain("Aaravसाठी मोफत Abacus ट्रायल क्लास बुक झाला आहे.");
    expect(mail?.text).toContain(`तुमचे बुकिंग: ${site}/mr/trial-class/booking/${view}`);
    expect(mail?.text).toContain(`वेळ बदला किंवा रद्द करा: ${site}/mr/trial-class/booking/${manage}/change`);
    expect(mail?.html).toContain(`href="${site}/trial-class/booking/${view}/invite.ics"`);
    expect(mail?.attachments?.[0]?.filename).toBe("trial-class.ics");
  });

  it("shows its page in the language of the address, with the change link in that language too", async () => {
    const { view, manage } = await aMarathiBooking();
    const page = await bookingLoader({
      params: { token: view },
      request: new Request(`http://localhost/mr/trial-class/booking/${view}`),
    } as never);
    expect(page).toMatchObject({
      language: "mr",
      place: "आमच्या ऑफिसमध्ये: Shanti Towers, Mira Road",
      change: `/mr/trial-class/booking/${manage}/change`,
      invite: `/trial-class/booking/${view}/invite.ics`,
    });
    expect(page.day).toMatch(/^\S+, \d+ \S+, \d{4}$/);
    // The same booking read on the English address is in English.
    const english = await bookingLoader({
      params: { token: view },
      request: new Request(`http://localhost/trial-class/booking/${view}`),
    } as never);
    expect(english).toMatchObject({ language: "en", change: `/trial-class/booking/${manage}/change` });
    expect(english.place).toBe("At our office: Shanti Towers, Mira Road");
  });

  it("is changed on the Hindi page in Hindi, and comes back to the Hindi page after the change", async () => {
    const { session, manage } = await aMarathiBooking();
    const other = await aTrialSession({ startsAt: new Date(session.startsAt.getTime() + 24 * HOUR) });
    const path = `/hi/trial-class/booking/${manage}/change`;
    const state = await changeLoader({
      params: { token: manage },
      request: new Request(`http://localhost${path}`),
    } as never);
    expect(state.change.booking.page).toMatch(/^\/hi\/trial-class\/booking\/\d+-/);
    expect(state.change.state === "open" && state.change.days[0]?.classes[0]?.place).toBe("ऑनलाइन");

    const unchosen = (await changeAction({
      params: { token: manage },
      request: formRequest(path, { intent: "move" }),
      context: routeContext({ ip: "198.51.100.61" }),
    } as never)) as { data: { problem: { text: string } } };
    expect(unchosen.data.problem.text).toBe("कृपया एक ट्रायल क्लास चुनें।");

    const moved = (await changeAction({
      params: { token: manage },
      request: formRequest(path, { intent: "move", sessionId: String(other.id) }),
      context: routeContext({ ip: "198.51.100.61" }),
    } as never)) as Response;
    expect(moved.headers.get("Location")).toBe(`${path}?done=moved#change-heading`);
    const done = await changeLoader({
      params: { token: manage },
      request: new Request(`http://localhost${path}?done=moved`),
    } as never);
    expect(done.done?.text).toMatch(/^हो गया: ट्रायल क्लास नीचे दिए समय पर बदल दी गई है।/);
  });

  it("is cancelled from its link and told so in Marathi, with the Marathi page to book again", async () => {
    const { manage } = await aMarathiBooking();
    expect(await cancelBooking(manage)).toEqual({ done: true });
    const [booking] = await db().query.trialBookings.findMany();
    await sendBookingChangeMail({ bookingId: booking?.id, change: "cancelled" });
    const [mail] = await readMails();
    expect(mail?.subject).toMatch(/^रद्द: Abacus ट्रायल क्लास, \S+, \d+ \S+, \d{4} \| SkillSprouts$/);
    expect(mail?.text).toContain("तुम्ही सांगितल्याप्रमाणे Aaravसाठीचा ");
    expect(mail?.text).toContain(`${env().SITE_URL}/mr/trial-class`);
  });

  it("is reminded in Marathi the day before", async () => {
    const { session } = await aMarathiBooking();
    const mails: Mail[] = [];
    await sendTrialReminders({
      now: new Date(session.startsAt.getTime() - 20 * HOUR),
      send: async (mail) => void mails.push(mail),
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^आठवण: Abacus ट्रायल क्लास, /);
    expect(mails[0]?.text).toContain("कृपया 10 मिनिटे आधी इथे पोहोचा: Shanti Towers, Mira Road");
    expect(mails[0]?.text).toContain(`${env().SITE_URL}/mr/trial-class/booking/`);
  });
});
