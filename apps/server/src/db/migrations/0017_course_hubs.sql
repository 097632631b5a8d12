-- Course hubs (issue 21, docs/decisions/011-course-hubs.md).
CREATE TABLE "hubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_media_id" integer,
	"cover_media_id" integer,
	"og_image_media_id" integer,
	"theme_id" integer,
	"colors" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hubs_visibility" CHECK ("hubs"."visibility" in ('public', 'private', 'unlisted'))
);
--> statement-breakpoint
CREATE TABLE "hub_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hub_courses_price" CHECK ("hub_courses"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_course_categories" (
	"hub_course_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "hub_course_categories_hub_course_id_category_id_pk" PRIMARY KEY("hub_course_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "hub_course_tags" (
	"hub_course_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "hub_course_tags_hub_course_id_tag_id_pk" PRIMARY KEY("hub_course_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "hub_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_media_id" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_bundles_price" CHECK ("hub_bundles"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hub_bundle_courses" (
	"bundle_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hub_bundle_courses_bundle_id_course_id_pk" PRIMARY KEY("bundle_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "hub_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_media_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"online_url" text,
	"place" text,
	"capacity" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"booking_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_events_span" CHECK ("hub_events"."ends_at" > "hub_events"."starts_at"),
	CONSTRAINT "hub_events_capacity" CHECK ("hub_events"."capacity" is null or "hub_events"."capacity" >= 0),
	CONSTRAINT "hub_events_price" CHECK ("hub_events"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hub_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"image_media_id" integer,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link_kind" text DEFAULT 'none' NOT NULL,
	"link" text,
	"order" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_banners_link_kind" CHECK ("hub_banners"."link_kind" in ('none', 'internal', 'external'))
);
--> statement-breakpoint
CREATE TABLE "hub_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_shares_kind" CHECK ("hub_shares"."kind" in ('public', 'email'))
);
--> statement-breakpoint
CREATE TABLE "hub_share_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_share_invitations_email_lower" CHECK ("hub_share_invitations"."email" = lower("hub_share_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "hub_share_visits" (
	"share_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_share_visits_share_id_user_id_pk" PRIMARY KEY("share_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "hub_access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"share_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_access_requests_status" CHECK ("hub_access_requests"."status" in ('pending', 'accepted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "hub_entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_line_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_entitlements_source" CHECK ("hub_entitlements"."source" in ('free', 'share', 'order'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "course_shares" DROP CONSTRAINT "course_shares_kind";--> statement-breakpoint
ALTER TABLE "course_shares" ADD COLUMN "hub_id" integer;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_kind" CHECK ("course_shares"."kind" in ('public', 'email', 'integration', 'hub'));--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_logo_media_id_media_items_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_cover_media_id_media_items_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_og_image_media_id_media_items_id_fk" FOREIGN KEY ("og_image_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_courses" ADD CONSTRAINT "hub_courses_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_courses" ADD CONSTRAINT "hub_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tags" ADD CONSTRAINT "catalog_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_course_categories" ADD CONSTRAINT "hub_course_categories_hub_course_id_hub_courses_id_fk" FOREIGN KEY ("hub_course_id") REFERENCES "public"."hub_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_course_categories" ADD CONSTRAINT "hub_course_categories_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_course_tags" ADD CONSTRAINT "hub_course_tags_hub_course_id_hub_courses_id_fk" FOREIGN KEY ("hub_course_id") REFERENCES "public"."hub_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_course_tags" ADD CONSTRAINT "hub_course_tags_tag_id_catalog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalog_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_bundles" ADD CONSTRAINT "hub_bundles_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_bundles" ADD CONSTRAINT "hub_bundles_image_media_id_media_items_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_bundle_courses" ADD CONSTRAINT "hub_bundle_courses_bundle_id_hub_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."hub_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_bundle_courses" ADD CONSTRAINT "hub_bundle_courses_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_bundle_courses" ADD CONSTRAINT "hub_bundle_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_events" ADD CONSTRAINT "hub_events_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_events" ADD CONSTRAINT "hub_events_image_media_id_media_items_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_banners" ADD CONSTRAINT "hub_banners_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_banners" ADD CONSTRAINT "hub_banners_image_media_id_media_items_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_shares" ADD CONSTRAINT "hub_shares_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_shares" ADD CONSTRAINT "hub_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_share_invitations" ADD CONSTRAINT "hub_share_invitations_share_id_hub_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."hub_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_share_visits" ADD CONSTRAINT "hub_share_visits_share_id_hub_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."hub_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_share_visits" ADD CONSTRAINT "hub_share_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_access_requests" ADD CONSTRAINT "hub_access_requests_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_access_requests" ADD CONSTRAINT "hub_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_access_requests" ADD CONSTRAINT "hub_access_requests_share_id_hub_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."hub_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_entitlements" ADD CONSTRAINT "hub_entitlements_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_entitlements" ADD CONSTRAINT "hub_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_entitlements" ADD CONSTRAINT "hub_entitlements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hubs_user_updated_idx" ON "hubs" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_courses_hub_course_unique" ON "hub_courses" USING btree ("hub_id","course_id");--> statement-breakpoint
CREATE INDEX "hub_courses_course_idx" ON "hub_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_categories_user_title_unique" ON "catalog_categories" USING btree ("user_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tags_user_title_unique" ON "catalog_tags" USING btree ("user_id",lower("title"));--> statement-breakpoint
CREATE INDEX "hub_course_categories_category_idx" ON "hub_course_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "hub_course_tags_tag_idx" ON "hub_course_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "hub_bundles_hub_order_idx" ON "hub_bundles" USING btree ("hub_id","order","id");--> statement-breakpoint
CREATE INDEX "hub_bundle_courses_hub_course_idx" ON "hub_bundle_courses" USING btree ("hub_id","course_id");--> statement-breakpoint
CREATE INDEX "hub_events_hub_starts_idx" ON "hub_events" USING btree ("hub_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "hub_events_hub_ends_idx" ON "hub_events" USING btree ("hub_id","ends_at","id");--> statement-breakpoint
CREATE INDEX "hub_banners_hub_order_idx" ON "hub_banners" USING btree ("hub_id","order","id");--> statement-breakpoint
CREATE INDEX "hub_shares_hub_idx" ON "hub_shares" USING btree ("hub_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_share_invitations_share_email_unique" ON "hub_share_invitations" USING btree ("share_id","email");--> statement-breakpoint
CREATE INDEX "hub_share_invitations_email_idx" ON "hub_share_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "hub_share_visits_user_idx" ON "hub_share_visits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hub_access_requests_hub_idx" ON "hub_access_requests" USING btree ("hub_id","status","created_at");--> statement-breakpoint
CREATE INDEX "hub_access_requests_user_idx" ON "hub_access_requests" USING btree ("user_id","hub_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_access_requests_pending_unique" ON "hub_access_requests" USING btree ("hub_id","user_id") WHERE "hub_access_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "hub_entitlements_user_hub_idx" ON "hub_entitlements" USING btree ("user_id","hub_id","course_id");--> statement-breakpoint
CREATE INDEX "hub_entitlements_hub_course_idx" ON "hub_entitlements" USING btree ("hub_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hub_entitlements_free_unique" ON "hub_entitlements" USING btree ("hub_id","course_id","user_id") WHERE "hub_entitlements"."source" = 'free' and "hub_entitlements"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "course_shares_hub_course_unique" ON "course_shares" USING btree ("hub_id","course_id") WHERE "course_shares"."hub_id" is not null;--> statement-breakpoint
-- Every change to a hub (its services also move hubs.version for changes to what the hub holds) reaches the
-- per-process landing caches of every server process (docs/decisions/008-player-read-caches.md).
CREATE TRIGGER hubs_notify_change AFTER INSERT OR UPDATE OR DELETE ON hubs
  FOR EACH ROW EXECUTE FUNCTION coursewright_notify_change('hub', 'id');
--> statement-breakpoint
-- A hub course plays through the hub's course share; whether a learner may play it is cached by share, so a
-- change to their entitlements is announced as a change of that share.
CREATE FUNCTION coursewright_notify_hub_entitlement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed RECORD;
  share RECORD;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  FOR share IN SELECT id FROM course_shares WHERE hub_id = changed.hub_id AND course_id = changed.course_id LOOP
    PERFORM pg_notify('coursewright_changes', 'share:' || share.id);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER hub_entitlements_notify_change AFTER INSERT OR UPDATE OR DELETE ON hub_entitlements
  FOR EACH ROW EXECUTE FUNCTION coursewright_notify_hub_entitlement();
