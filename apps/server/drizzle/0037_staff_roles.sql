ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Every staff member so far could do everything: each becomes an administrator, who still may.
UPDATE "users" SET "staff_roles" = '{administrator}' WHERE "role" = 'staff';
--> statement-breakpoint
-- A staff member holds at least one role, a client none.
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles_by_role" CHECK (("role" = 'staff') = (cardinality("staff_roles") > 0));
