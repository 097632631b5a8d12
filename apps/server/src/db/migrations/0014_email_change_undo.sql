-- A third kind of e-mail link: the one mailed to the old address when the address changes, which puts it back.
ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_kind";--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_kind" CHECK ("email_tokens"."kind" in ('verify_email', 'reset_password', 'email_change_undo'));
