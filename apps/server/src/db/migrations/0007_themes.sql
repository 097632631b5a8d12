CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"page_background_image_media_id" integer,
	"page_background_color" jsonb,
	"font" text NOT NULL,
	"font_color" jsonb NOT NULL,
	"background_position" text NOT NULL,
	"background_repeat" text NOT NULL,
	"background_size" text NOT NULL,
	"button_background_color" jsonb NOT NULL,
	"button_text_color" jsonb NOT NULL,
	"navigation_background_color" jsonb NOT NULL,
	"navigation_text_color" jsonb NOT NULL,
	"navigation_icons_background_color" jsonb NOT NULL,
	"navigation_icons_color" jsonb NOT NULL,
	"option_background_color" jsonb NOT NULL,
	"option_text_color" jsonb NOT NULL,
	"show_page_title" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_page_background_image_media_id_media_items_id_fk" FOREIGN KEY ("page_background_image_media_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "themes_user_created_idx" ON "themes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "themes_background_media_idx" ON "themes" USING btree ("page_background_image_media_id");--> statement-breakpoint
-- Until now the API refused every theme id, so none can point anywhere; cleared anyway so the key always holds.
UPDATE "courses" SET "theme_id" = NULL WHERE "theme_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_theme_idx" ON "courses" USING btree ("theme_id");