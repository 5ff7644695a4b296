ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_known";--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_known" CHECK ("lead_events"."type" in ('opened', 'marked-unread', 'status', 'owner', 'follow-up', 'whatsapp', 'email'));--> statement-breakpoint
-- A message staff say they sent from a template, on WhatsApp or by e-mail, is a first contact (history.ts's
-- isFirstContact), as is the first move on from New.
CREATE OR REPLACE FUNCTION "note_first_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
BEGIN
  FOREACH kind IN ARRAY ARRAY['messages', 'demos', 'trials', 'applications'] LOOP
    EXECUTE format(
      'UPDATE %I AS lead SET first_contact_at = contact.at FROM ('
        || 'SELECT lead_id, min(created_at) AS at FROM new_events WHERE lead_kind = %L '
        || 'AND (type IN (''whatsapp'', ''email'') OR (type = ''status'' AND from_value = ''new'')) GROUP BY lead_id'
        || ') AS contact WHERE lead.id = contact.lead_id '
        || 'AND (lead.first_contact_at IS NULL OR lead.first_contact_at > contact.at)',
      CASE kind WHEN 'messages' THEN 'contact_messages' WHEN 'demos' THEN 'demo_requests'
        WHEN 'trials' THEN 'trial_class_requests' ELSE 'job_applications' END,
      kind);
  END LOOP;
  RETURN NULL;
END $$;
