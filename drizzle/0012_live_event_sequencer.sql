CREATE SEQUENCE "public"."live_event_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "live_event_topic_id_idx";--> statement-breakpoint
ALTER TABLE "live_event" ADD COLUMN "position" bigint;--> statement-breakpoint
-- The events already delivered keep their ids as positions, so a client's Last-Event-ID and the pruned-through
-- mark stay valid, and new positions continue after every id ever drawn (the pruned ones too).
UPDATE "live_event" SET "position" = "id";--> statement-breakpoint
SELECT setval('live_event_position_seq', last_value, is_called) FROM "live_event_id_seq";--> statement-breakpoint
CREATE UNIQUE INDEX "live_event_position_idx" ON "live_event" USING btree ("position");--> statement-breakpoint
CREATE INDEX "live_event_topic_position_idx" ON "live_event" USING btree ("topic","position");--> statement-breakpoint
CREATE INDEX "live_event_unsequenced_idx" ON "live_event" USING btree ("id") WHERE "live_event"."position" IS NULL;--> statement-breakpoint
-- One pass of the live sequencer (src/server/live/sequencer.server.ts), in one round trip: under a lock that only
-- passes take, the committed rows without a position get the next ones in id order, and each is NOTIFYed. A
-- VOLATILE function's statements each take a new snapshot under READ COMMITTED, so the positioning statement
-- sees every row committed before the lock was granted, and positions commit in increasing order.
CREATE FUNCTION "live_event_sequence"(lock_key bigint, batch integer, channel text, max_notified_bytes integer)
RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  placed integer;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'live_event_sequence needs READ COMMITTED, not %', current_setting('transaction_isolation');
  END IF;
  PERFORM pg_advisory_xact_lock(lock_key);
  WITH ready AS MATERIALIZED (
    SELECT id FROM live_event WHERE live_event.position IS NULL ORDER BY id LIMIT batch
  ),
  numbered AS MATERIALIZED (
    SELECT ready.id, nextval('live_event_position_seq') AS next_position FROM ready
  ),
  done AS (
    UPDATE live_event SET position = numbered.next_position
    FROM numbered WHERE live_event.id = numbered.id
    RETURNING live_event.position AS done_position, json_build_object(
      'id', live_event.position, 'topic', live_event.topic, 'type', live_event.type,
      'payload', live_event.payload, 'at', floor(extract(epoch FROM live_event.created_at) * 1000)
    )::text AS body
  )
  SELECT count(pg_notify(
    channel,
    CASE WHEN octet_length(ordered.body) <= max_notified_bytes THEN ordered.body ELSE ordered.done_position::text END
  ))::integer INTO placed
  FROM (SELECT done_position, body FROM done ORDER BY done_position) ordered;
  RETURN placed;
END
$$;
