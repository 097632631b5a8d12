-- Change notifications for the per-process caches (docs/decisions/008-player-read-caches.md): every change to a
-- row that a cached access decision, session or player answer depends on is announced on the channel
-- coursewright_changes as "kind:id", so every server process forgets it at once (src/cache/changeFeed.ts).
-- A notification is sent when the writing transaction commits, and the same payload is sent once per transaction.
CREATE FUNCTION coursewright_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: the kind, then the column that holds the id the caches know the row by.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('coursewright_changes', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  ELSE
    PERFORM pg_notify('coursewright_changes', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_notify_change AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION coursewright_notify_change('course', 'id');
--> statement-breakpoint
CREATE TRIGGER course_shares_notify_change AFTER INSERT OR UPDATE OR DELETE ON course_shares
  FOR EACH ROW EXECUTE FUNCTION coursewright_notify_change('share', 'id');
--> statement-breakpoint
CREATE TRIGGER course_share_invitations_notify_change AFTER INSERT OR UPDATE OR DELETE ON course_share_invitations
  FOR EACH ROW EXECUTE FUNCTION coursewright_notify_change('share', 'share_id');
--> statement-breakpoint
CREATE TRIGGER themes_notify_change AFTER UPDATE OR DELETE ON themes
  FOR EACH ROW EXECUTE FUNCTION coursewright_notify_change('theme', 'id');
--> statement-breakpoint
-- Player answers show media by their rows (title, file, properties); moving an item between folders changes
-- nothing they show.
CREATE TRIGGER media_items_notify_change AFTER UPDATE ON media_items
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'folder_id' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'folder_id' - 'updated_at'))
  EXECUTE FUNCTION coursewright_notify_change('media_owner', 'user_id');
--> statement-breakpoint
CREATE TRIGGER media_items_notify_delete AFTER DELETE ON media_items
  FOR EACH ROW EXECUTE FUNCTION coursewright_notify_change('media_owner', 'user_id');
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION coursewright_notify_change('user', 'id');
--> statement-breakpoint
-- Expired tokens need no notice (a cached session never outlives its token); revoked ones do.
CREATE TRIGGER access_tokens_notify_revoke AFTER UPDATE ON access_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION coursewright_notify_change('token', 'id');
