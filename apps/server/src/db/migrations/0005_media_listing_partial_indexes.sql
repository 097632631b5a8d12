DROP INDEX "media_items_listing_idx";--> statement-breakpoint
DROP INDEX "media_items_all_idx";--> statement-breakpoint
CREATE INDEX "media_items_listing_idx" ON "media_items" USING btree ("user_id","folder_id","type","created_at","id") WHERE "media_items"."visible_in_medialibrary";--> statement-breakpoint
CREATE INDEX "media_items_all_idx" ON "media_items" USING btree ("user_id","folder_id","created_at","id") WHERE "media_items"."visible_in_medialibrary";