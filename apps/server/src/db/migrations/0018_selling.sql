-- Selling in hubs (issue 19, docs/decisions/014-selling.md): payouts, orders, payments, event bookings.
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_provider" CHECK ("payout_accounts"."provider" in ('stripe', 'test')),
	CONSTRAINT "payout_accounts_status" CHECK ("payout_accounts"."status" in ('not_connected', 'pending', 'active'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer,
	"hub_name" text NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"platform_fee" integer DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"cart_key" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"return_path" text NOT NULL,
	"status_before_dispute" text,
	"access_revoked" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'paid', 'fulfilled', 'expired', 'failed', 'refunded', 'partially_refunded', 'disputed')),
	CONSTRAINT "orders_provider" CHECK ("orders"."provider" in ('stripe', 'test')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total" > 0 and "orders"."platform_fee" >= 0 and "orders"."refunded" >= 0 and "orders"."refunded" <= "orders"."total")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"price" integer NOT NULL,
	"course_ids" integer[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "order_lines_kind" CHECK ("order_lines"."kind" in ('course', 'bundle', 'event')),
	CONSTRAINT "order_lines_price" CHECK ("order_lines"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"attended" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_bookings_status" CHECK ("event_bookings"."status" in ('held', 'confirmed', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "event_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"offered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hub_events" ADD COLUMN "cancellation_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_account_id";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_event_id_hub_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."hub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD CONSTRAINT "event_bookings_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_event_id_hub_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."hub_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_waitlist" ADD CONSTRAINT "event_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_entitlements" ADD CONSTRAINT "hub_entitlements_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_user_unique" ON "payout_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_unique" ON "payout_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_buyer_hub_idx" ON "orders" USING btree ("buyer_id","hub_id","status");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_session_unique" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_payment_intent_idx" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_cart_unique" ON "orders" USING btree ("buyer_id","hub_id","cart_key") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_item_idx" ON "order_lines" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "event_bookings_event_idx" ON "event_bookings" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_bookings_user_idx" ON "event_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "event_bookings_order_idx" ON "event_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "event_bookings_held_idx" ON "event_bookings" USING btree ("hold_expires_at") WHERE "event_bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "event_bookings_active_unique" ON "event_bookings" USING btree ("event_id","user_id") WHERE "event_bookings"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "event_waitlist_event_user_unique" ON "event_waitlist" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_entitlements_order_line_course_unique" ON "hub_entitlements" USING btree ("order_line_id","course_id") WHERE "hub_entitlements"."order_line_id" is not null;
