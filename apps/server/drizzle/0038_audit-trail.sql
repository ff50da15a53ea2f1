CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"actor_role" text,
	"house_id" integer,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"user_agent" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "audit_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_days" integer DEFAULT 730 NOT NULL,
	CONSTRAINT "audit_settings_one_row" CHECK ("audit_settings"."id" = 1),
	CONSTRAINT "audit_settings_retention_floor" CHECK ("audit_settings"."retention_days" >= 30)
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_object_idx" ON "audit_events" USING btree ("object_type","object_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_house_idx" ON "audit_events" USING btree ("house_id","at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "audit_settings" ("id", "retention_days") VALUES (1, 730);
--> statement-breakpoint
-- Every audit row is stamped with its transaction's time, whatever the insert says: no row can be backdated into
-- the past the retention may delete.
CREATE FUNCTION audit_events_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.at := now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_stamp BEFORE INSERT ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_stamp();
--> statement-breakpoint
-- Audit rows are append-only: UPDATE and TRUNCATE are refused, and DELETE too unless the row is older than the
-- retention of audit_settings (which never goes below 30 days). No row there: nothing may be deleted.
CREATE FUNCTION audit_events_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - make_interval(days => (SELECT retention_days FROM audit_settings WHERE id = 1)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_refuse();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse();
--> statement-breakpoint
-- The one settings row stays (its delete or truncate refused), and each change of the retention is itself audited.
CREATE FUNCTION audit_settings_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.retention_days IS DISTINCT FROM OLD.retention_days THEN
      INSERT INTO audit_events (action, object_type, object_id, before, after)
      VALUES ('audit.retention_change', 'audit_settings', '1',
        jsonb_build_object('retention_days', OLD.retention_days), jsonb_build_object('retention_days', NEW.retention_days));
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_settings keeps its row: % refused', TG_OP USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_settings_guard BEFORE UPDATE OR DELETE ON "audit_settings" FOR EACH ROW EXECUTE FUNCTION audit_settings_guard();
--> statement-breakpoint
CREATE TRIGGER audit_settings_no_truncate BEFORE TRUNCATE ON "audit_settings" FOR EACH STATEMENT EXECUTE FUNCTION audit_settings_guard();
