/**
 * A busy year of the office's data, written straight into the app's own tables with SQL (generate_series), so a
 * benchmark or a test can time the site as it will be after a year, or ten: leads of every kind with Indian names,
 * phones and e-mails (one in seven from a parent who enquired before), India-time office-hours dates, statuses
 * that age as real ones do, owners, follow-up dates around today, campaign sources, notes and timeline events;
 * newsletter subscribers; and Fun Zone players with their plays and board rows.
 *
 * Every value is a function of the row's number (a cheap integer hash), so two loads of the same size are the same.
 */
import type { Sql } from "./pg-sql.ts";
import { gameIds } from "#db/schema/games.ts";

export type ScaleSize = { leads: number; plays: number; subscribers: number };

/** A busy year: 200,000 leads and 2 million plays. `years` scales it (ten years: 2 million leads, 20 million plays). */
export function busyYears(years = 1): ScaleSize {
  return { leads: 200_000 * years, plays: 2_000_000 * years, subscribers: 20_000 * years };
}

const FIRST = [
  "Priya",
  "Aarav",
  "Ananya",
  "Vivaan",
  "Diya",
  "Aditya",
  "Isha",
  "Arjun",
  "Kavya",
  "Reyansh",
  "Meera",
  "Sai",
  "Anika",
  "Krishna",
  "Pooja",
  "Rohan",
  "Sneha",
  "Vikram",
  "Neha",
  "Rahul",
  "Aisha",
  "Kabir",
  "Lakshmi",
  "Ishaan",
  "Fatima",
  "Harpreet",
  "Deepa",
  "Suresh",
  "Anjali",
  "Manoj",
  "Sunita",
  "Rajesh",
  "Swati",
  "Imran",
  "Nandini",
  "Farhan",
  "Shreya",
  "Gaurav",
  "Ritu",
  "Joseph",
];
const LAST = [
  "Sharma",
  "Patel",
  "Iyer",
  "Reddy",
  "Nair",
  "Gupta",
  "Singh",
  "Kulkarni",
  "Deshpande",
  "Joshi",
  "Mehta",
  "Khan",
  "Das",
  "Banerjee",
  "Menon",
  "Pillai",
  "Rao",
  "Shah",
  "Verma",
  "Chopra",
  "Kapoor",
  "Mishra",
  "Pandey",
  "Bhat",
  "Fernandes",
  "Shaikh",
  "Naidu",
  "Agarwal",
  "Jain",
  "Thomas",
];
const CITIES = ["Pune", "Mumbai", "Bengaluru", "Hyderabad", "Chennai", "Nashik", "Nagpur", "Thane", "Delhi", "Indore"];
const COURSES = ["Abacus", "Vedic Maths", "Communicative English", "Coding"];
const SLOTS = ["Weekday evening", "Saturday morning", "Sunday morning", "Weekday afternoon"];
const JOBS = ["Abacus Trainer", "English Faculty", "Coding Mentor", "Centre Coordinator"];
const SOURCES = ["google", "facebook", "instagram", "whatsapp", "newsletter", "school-flyer"];
const REFERRERS = ["www.google.com", "m.facebook.com", "l.instagram.com", "www.justdial.com"];
const SUBJECTS = ["Fees for Abacus", "Batch timings", "Franchise enquiry", "Online classes?", "Certificate query"];
const STAFF = ["Asha Kulkarni", "Vinod Rao", "Meena Iyer", "Sameer Khan", "Tanvi Shah", "Rohit Nair"];

/** Row i's person: one row in seven is a parent who enquired before (a few thousand rows earlier). */
const person = `(case when i % 7 = 3 and i > 5000 then i - 1 - (i * 13) % 5000 else i end)`;

const literal = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`;
/** One element of a list, picked by a hash of the row number. */
const pick = (values: readonly string[], salt: number, of = "i") =>
  `(${literal(values)})[1 + ((${of}::bigint * ${salt}) % ${values.length})]`;
/** A number 0–999 from the row number: the row's dice. */
const dice = (salt: number) => `((i::bigint * ${salt} + ${salt % 997}) % 1000)::int`;

/**
 * The columns every lead table shares, for row i of n over `days` days: the same person (phone, e-mail) as an
 * earlier row for one row in seven; statuses that move on with age; most read; a follow-up date on a third of the
 * open ones, around today; a campaign source on half, a referrer on a fifth.
 */
function leadColumns(n: number, days: number): Record<string, string> {
  const age = `(${days}::float8 * (1 - i::float8 / ${n}))`;
  const status = `(case
      when ${age} < 2 then (case when ${dice(31)} < 700 then 'new' else 'contacted' end)
      when ${age} < 30 then ${pick(["new", "contacted", "contacted", "demo_booked", "enrolled", "closed"], 37)}
      else ${pick(["contacted", "demo_booked", "enrolled", "enrolled", "closed", "closed", "closed"], 41)} end)`;
  return {
    created_at: `(now() - make_interval(secs => ${age} * 86400) - make_interval(mins => ${dice(43)} % 600))`,
    status,
    owner_id: `(case when ${dice(47)} < 850 then (select id from scale_owners where n = ${dice(53)} % 6) end)`,
    follow_up_on: `(case when ${status} in ('new', 'contacted', 'demo_booked') and ${dice(59)} < 350
      then (now() at time zone 'Asia/Kolkata')::date + (${dice(61)} % 40 - 20) end)`,
    read_at: `(case when ${age} > 1 or ${dice(67)} < 400 then now() - make_interval(secs => ${age} * 86000) end)`,
    phone: `('+91 9' || lpad((${person} % 10000)::text, 4, '0') || ' ' || (20000 + ${person} / 10000))`,
    phone_e164: `('+919' || lpad((${person} % 10000)::text, 4, '0') || (20000 + ${person} / 10000))`,
    email: `(lower(${pick(FIRST, 7919, person)}) || '.' || ${person} || '@example.in')`,
    utm_source: `(case when ${dice(71)} < 500 then ${pick(SOURCES, 73)} end)`,
    utm_medium: `(case when ${dice(71)} < 500 then 'cpc' end)`,
    utm_campaign: `(case when ${dice(71)} < 500 then 'admissions-' || (${dice(79)} % 4 + 2025) end)`,
    landing_page: `(case when ${dice(83)} < 600 then '/programs/abacus' else '/' end)`,
    referrer_host: `(case when ${dice(71)} >= 500 and ${dice(89)} < 400 then ${pick(REFERRERS, 97)} end)`,
  };
}

/** What each kind of lead adds, and its share of the leads (trial classes are most of them). */
function kindColumns(): Record<string, { share: number; columns: Record<string, string> }> {
  const name = `(${pick(FIRST, 7919, person)} || ' ' || ${pick(LAST, 104729, person)})`;
  return {
    trial_class_requests: {
      share: 0.55,
      columns: {
        parent_name: name,
        child_name: `(${pick(FIRST, 15485863)} || ' ' || ${pick(LAST, 104729, person)})`,
        child_age: `(4 + i % 11)`,
        course_name: pick(COURSES, 101),
        preferred_slot: pick(SLOTS, 103),
      },
    },
    contact_messages: {
      share: 0.25,
      columns: {
        name,
        subject: pick(SUBJECTS, 107),
        message: `('Namaste, I want to know about ' || ${pick(COURSES, 109)} || ' classes near ' || ${pick(CITIES, 113)} || ' for my child, age ' || (4 + i % 11) || '. Please call after 6 pm.')`,
      },
    },
    demo_requests: {
      share: 0.12,
      columns: {
        contact_person: name,
        school_name: `(${pick(["St. Mary's", "Vidya Niketan", "DAV Public", "Kendriya Vidyalaya", "Podar International"], 127)} || ' School, ' || ${pick(CITIES, 113)})`,
        location: pick(CITIES, 113),
        course_name: pick(COURSES, 101),
        preferred_date: `((now() at time zone 'Asia/Kolkata')::date + 7 + i % 30)`,
        number_of_students: `(40 + i % 400)`,
        message: `'Demo for classes 3 to 5, please.'`,
      },
    },
    job_applications: {
      share: 0.08,
      columns: {
        name,
        job_title: pick(JOBS, 131),
        cover_note: `'I have taught children for five years and hold a B.Ed.'`,
        cv_key: `('cv/scale-' || i || '.pdf')`,
        cv_file_name: `('CV-' || i || '.pdf')`,
      },
    },
  };
}

async function insertLeads(sql: Sql, table: string, count: number, days: number, extra: Record<string, string>) {
  const columns = { ...leadColumns(count, days), ...extra };
  await sql.unsafe(`
    insert into ${table} (${Object.keys(columns).join(", ")})
    select ${Object.values(columns).join(",\n      ")}
    from generate_series(1, ${count}) as i`);
}

/** Loads a busy year (or `years` of them) into an empty, migrated database. Returns what was written. */
export async function loadScaleData(sql: Sql, size: ScaleSize, days = 365 * (size.leads / 200_000)) {
  await sql`create temporary table scale_owners (n int, id uuid)`;
  for (const [n, fullName] of STAFF.entries()) {
    const email = `${fullName.toLowerCase().replace(" ", ".")}@skillsprouts.example`;
    const [user] = await sql<{ id: string }[]>`
      insert into users (email, full_name, password_hash, role, email_verified_at)
      values (${email}, ${fullName}, 'not-a-password', 'staff', now())
      on conflict (email) do update set role = 'staff' returning id`;
    await sql`insert into scale_owners values (${n}, ${user?.id ?? null})`;
  }
  for (const [table, { share, columns }] of Object.entries(kindColumns())) {
    await insertLeads(sql, table, Math.round(size.leads * share), days, columns);
  }
  // About one note per lead (none on most new ones), and the timeline's first contact for every lead worked on.
  for (const [kind, table] of [
    ["messages", "contact_messages"],
    ["demos", "demo_requests"],
    ["trials", "trial_class_requests"],
    ["applications", "job_applications"],
  ] as const) {
    await sql.unsafe(`
      insert into lead_notes (lead_kind, lead_id, author_email, body, created_at)
      select '${kind}', lead.id, 'office@skillsprouts.example',
        (array['Called, parent will visit on Saturday.', 'No answer, try after 6 pm.', 'Sent fees on WhatsApp.',
               'Asked for a weekend batch.'])[1 + (lead.id + k) % 4],
        lead.created_at + make_interval(hours => 2 + k * 20)
      from ${table} as lead cross join generate_series(0, 2) as k
      where lead.status <> 'new' and (lead.id * 7 + k * 3) % 10 < (3 - k) * 2`);
    await sql.unsafe(`
      insert into lead_events (lead_kind, lead_id, type, from_value, to_value, actor_id, actor_name, created_at)
      select '${kind}', lead.id, 'status', 'new', lead.status, lead.owner_id, 'Asha Kulkarni',
        lead.created_at + make_interval(mins => 20 + (lead.id * 37) % 2000)
      from ${table} as lead where lead.status <> 'new'`);
  }
  await sql.unsafe(`
    insert into newsletter_subscribers (email, created_at)
    select 'reader' || i || '@example.in', now() - make_interval(secs => ${days}::float8 * 86400 * (1 - i::float8 / ${size.subscribers}))
    from generate_series(1, ${size.subscribers}) as i`);
  await loadPlays(sql, size.plays);
  await sql`analyze`;
  return size;
}

/** Ten plays a player, spread over the year and the five games, most of them long finished. */
async function loadPlays(sql: Sql, plays: number) {
  const players = Math.max(1, Math.round(plays / 10));
  await sql.unsafe(`
    insert into game_players (name, name_key, name_chosen, last_seen_at, created_at)
    select 'P' || translate(i::text, '0123456789', 'abcdefghij') || ' Otter ' || (i % 90 + 10),
      'p' || i, false, now() - make_interval(hours => i % 8000), now() - make_interval(hours => i % 8000 + 24)
    from generate_series(1, ${players}) as i`);
  await sql.unsafe(`
    insert into game_attempts (game_id, player_id, level, questions, answers, score_at_start, score,
      started_at, deadline, next_answer_at, ended_at, outcome)
    select (${literal(gameIds)})[1 + run % ${gameIds.length}], player.id, 1 + run / 5, '[]', '[]', 0, 50,
      player.last_seen_at - make_interval(days => run * 3),
      player.last_seen_at - make_interval(days => run * 3) + interval '75 seconds',
      player.last_seen_at - make_interval(days => run * 3),
      player.last_seen_at - make_interval(days => run * 3) + interval '1 minute',
      (array['passed', 'failed', 'timed_out'])[1 + run % 3]
    from game_players as player cross join generate_series(0, 9) as run`);
}
