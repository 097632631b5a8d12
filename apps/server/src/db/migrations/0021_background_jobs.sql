-- Background jobs (issue 20, docs/decisions/016-job-queue.md). On the embedded database the in-process runner keeps
-- its queue here, so a job a killed process was running is found again at the next start; on PostgreSQL pg-boss
-- keeps its own tables in the "pgboss" schema and this one stays empty.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer DEFAULT 0 NOT NULL,
	"retry_delay" integer DEFAULT 0 NOT NULL,
	"retry_backoff" boolean DEFAULT false NOT NULL,
	"start_after" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("state" in ('created', 'active', 'completed', 'failed'))
);--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("name","state","start_after");--> statement-breakpoint
-- One row per mail handed to its transport, written with it (the outbox) or right after (SMTP): a mail job that runs
-- again after a crash finds its key here and sends nothing.
CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
