import { sql, type SQL } from "drizzle-orm";

/**
 * Every lead in one shape: who (name, e-mail, phone), what it is about (topic), the program asked for (demo and
 * trial class requests; null for the others), and `search_text`, the
 * lower-cased text staff search (name, e-mail, phone and its digits alone, message, cover note, school, child,
 * course…), and the language of the page it was sent from. The four tables are read as one UNION ALL; Postgres pushes each filter down into every branch, where
 * `search_text LIKE '%part%'` meets the table's trigram index on that stored column (db/schema/leads.ts).
 */
const allLeadsText = `(
  select 'messages' as kind, id, name, email, coalesce(phone, '') as phone, subject as topic,
    null::text as program, search_text,
    status, owner_id, follow_up_on, follow_up_time, read_at, created_at, phone_e164, email_key,
    utm_source, utm_medium, utm_campaign, landing_page, referrer_host, first_contact_at, language
  from contact_messages
  union all
  select 'demos', id, contact_person, email, phone, concat(school_name, ' · ', course_name),
    course_name, search_text,
    status, owner_id, follow_up_on, follow_up_time, read_at, created_at, phone_e164, email_key,
    utm_source, utm_medium, utm_campaign, landing_page, referrer_host, first_contact_at, language
  from demo_requests
  union all
  select 'trials', id, parent_name, email, phone, concat(course_name, ' for ', child_name, ' · ', preferred_slot),
    course_name, search_text,
    status, owner_id, follow_up_on, follow_up_time, read_at, created_at, phone_e164, email_key,
    utm_source, utm_medium, utm_campaign, landing_page, referrer_host, first_contact_at, language
  from trial_class_requests
  union all
  select 'applications', id, name, email, phone, job_title,
    null, search_text,
    status, owner_id, follow_up_on, follow_up_time, read_at, created_at, phone_e164, email_key,
    utm_source, utm_medium, utm_campaign, landing_page, referrer_host, first_contact_at, language
  from job_applications
) as lead`;
export const allLeads = sql.raw(allLeadsText);

/** The union of every lead under another alias, to compare leads with each other. */
export function allLeadsAs(alias: string): SQL {
  return sql.raw(allLeadsText.replace(/\) as lead$/, `) as ${alias}`));
}

/** Two leads from the same person: the same phone number (E.164) or the same e-mail address. */
export function samePerson(one: string, other: string): SQL {
  return sql.raw(
    `((${one}.phone_e164 is not null and ${one}.phone_e164 = ${other}.phone_e164) or ` +
      `(${one}.email_key is not null and ${one}.email_key = ${other}.email_key))`,
  );
}
