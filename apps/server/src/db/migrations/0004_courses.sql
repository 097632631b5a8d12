CREATE TABLE "course_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"topic_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"time_limit" integer,
	"background_color" text,
	"background_image_media_id" integer,
	"background_size" text,
	"background_repeat" text,
	"background_position" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"preview_image_media_id" integer,
	"with_topics" boolean DEFAULT false NOT NULL,
	"pages_order" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"randomize_pages_order" boolean DEFAULT false NOT NULL,
	"limit_pages_number" integer,
	"min_pass_percent" smallint DEFAULT 100 NOT NULL,
	"mode" smallint DEFAULT 0 NOT NULL,
	"theme_id" integer,
	"attempts" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_block_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"medialibrary_item_id" integer,
	"alt_text" text,
	"text" text,
	"title" text,
	"order" integer DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"background_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"text" text,
	"displaying_settings" jsonb NOT NULL,
	"video_embed_link" text,
	"video_embed_link_id" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completion_required" boolean DEFAULT true NOT NULL,
	"animation" jsonb,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_conditions_combine_type" smallint DEFAULT 0 NOT NULL,
	"background_color" text,
	"text_vertical_align" smallint DEFAULT 0 NOT NULL,
	"border_is_visible" boolean DEFAULT false NOT NULL,
	"autoplay" boolean DEFAULT false NOT NULL,
	"animation_delay" integer DEFAULT 0 NOT NULL,
	"randomize_options_order" boolean DEFAULT true NOT NULL,
	"loop_playback" boolean DEFAULT false NOT NULL,
	"text_color" text,
	"horizontal_align" smallint DEFAULT 0 NOT NULL,
	"pause_automatically" boolean DEFAULT false NOT NULL,
	"embed" text,
	"embed_link_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_pages" ADD CONSTRAINT "course_pages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pages" ADD CONSTRAINT "course_pages_topic_id_course_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."course_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_pages" ADD CONSTRAINT "course_pages_background_image_media_id_media_items_id_fk" FOREIGN KEY ("background_image_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_preview_image_media_id_media_items_id_fk" FOREIGN KEY ("preview_image_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_block_media" ADD CONSTRAINT "page_block_media_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_block_media" ADD CONSTRAINT "page_block_media_block_id_page_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."page_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_block_media" ADD CONSTRAINT "page_block_media_medialibrary_item_id_media_items_id_fk" FOREIGN KEY ("medialibrary_item_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_blocks" ADD CONSTRAINT "page_blocks_page_id_course_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."course_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_pages_course_order_idx" ON "course_pages" USING btree ("course_id","order","id");--> statement-breakpoint
CREATE INDEX "course_pages_topic_idx" ON "course_pages" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "course_pages_background_media_idx" ON "course_pages" USING btree ("background_image_media_id");--> statement-breakpoint
CREATE INDEX "course_topics_course_order_idx" ON "course_topics" USING btree ("course_id","order","id");--> statement-breakpoint
CREATE INDEX "courses_user_updated_idx" ON "courses" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "courses_preview_media_idx" ON "courses" USING btree ("preview_image_media_id");--> statement-breakpoint
CREATE INDEX "page_block_media_block_order_idx" ON "page_block_media" USING btree ("block_id","order","id");--> statement-breakpoint
CREATE INDEX "page_block_media_course_idx" ON "page_block_media" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "page_block_media_item_idx" ON "page_block_media" USING btree ("medialibrary_item_id");--> statement-breakpoint
CREATE INDEX "page_blocks_page_idx" ON "page_blocks" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "page_blocks_course_idx" ON "page_blocks" USING btree ("course_id");