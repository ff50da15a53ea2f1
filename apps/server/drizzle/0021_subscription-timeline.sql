ALTER TABLE "payments" ADD COLUMN "credit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credit_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "value_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A bought subscription's value is what its payment was priced at before VAT (issue 36: the base of an upgrade's credit).
UPDATE "subscriptions" s SET "value_amount" = p."screen_amount" + p."month_amount"
FROM "payments" p WHERE p."id" = s."payment_id" AND NOT s."is_trial";
--> statement-breakpoint
-- Until now the plan in force was the subscription ending last; from now on it is the one running, the higher plan
-- where two overlap. Payments never overlapped (each stacked after the last expiry), but a grant by hand started at
-- once beside whatever ran. So that no running client loses or gains a day under the new rule: a grant of a higher
-- plan pauses what it overlaps from now on (those periods end, and the ones queued behind start, that much later);
-- a grant of a plan no higher than the one beside it has what is left of it moved to the end of the client's timeline.
DO $$
DECLARE
  g record;
  point timestamptz;
  remaining interval;
  beside integer;
  tail timestamptz;
BEGIN
  FOR g IN
    SELECT s.id, s.user_id, s.starts_at, s.expires_at, p.monthly_amount AS rank
    FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
    WHERE s.payment_id IS NULL AND NOT s.is_trial AND s.expires_at > now()
    ORDER BY s.created_at, s.id
  LOOP
    SELECT starts_at, expires_at INTO g.starts_at, g.expires_at FROM subscriptions WHERE id = g.id;
    point := greatest(g.starts_at, now());
    remaining := g.expires_at - point;
    CONTINUE WHEN remaining <= interval '0';
    SELECT max(p.monthly_amount) INTO beside
    FROM subscriptions o JOIN subscription_plans p ON p.id = o.plan_id
    WHERE o.user_id = g.user_id AND o.id <> g.id AND o.starts_at < g.expires_at AND o.expires_at > point;
    CONTINUE WHEN beside IS NULL;
    IF g.rank > beside THEN
      UPDATE subscriptions SET expires_at = expires_at + remaining
      WHERE user_id = g.user_id AND id <> g.id AND starts_at < point AND expires_at > point;
      UPDATE subscriptions SET starts_at = starts_at + remaining, expires_at = expires_at + remaining
      WHERE user_id = g.user_id AND id <> g.id AND starts_at >= point;
    ELSE
      SELECT max(expires_at) INTO tail FROM subscriptions WHERE user_id = g.user_id AND id <> g.id;
      UPDATE subscriptions SET starts_at = greatest(tail, point), expires_at = greatest(tail, point) + remaining WHERE id = g.id;
    END IF;
  END LOOP;
END $$;
