ALTER TABLE "matches" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_cancelled_matches" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Feeds already published SEQUENCE as whole seconds since 2026-01-01 (updated_at, or deleted_at once
-- cancelled): start each revision there so no subscriber sees SEQUENCE go down.
UPDATE "matches" SET "revision" = greatest(0, floor(extract(epoch FROM "updated_at" - timestamptz '2026-01-01 00:00:00+00')))::integer;--> statement-breakpoint
UPDATE "calendar_cancelled_matches" SET "revision" = greatest(0, floor(extract(epoch FROM "deleted_at" - timestamptz '2026-01-01 00:00:00+00')))::integer;--> statement-breakpoint
CREATE FUNCTION "matches_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW IS DISTINCT FROM OLD THEN
		NEW.revision := OLD.revision + 1;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "matches_revision" BEFORE UPDATE ON "matches" FOR EACH ROW EXECUTE FUNCTION "matches_next_revision"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "calendar_remember_cancelled_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.scheduled_at IS NOT NULL OR OLD.started_at IS NOT NULL THEN
		INSERT INTO "calendar_cancelled_matches" ("match_id", "sport", "home_name", "away_name", "organization_id", "tournament_id", "owner_id", "home_team_id", "away_team_id", "home_formation_id", "away_formation_id", "home_player_id", "away_player_id", "privacy", "scheduled_at", "venue", "court", "updated_at", "revision")
		VALUES (OLD.id, OLD.sport, OLD.home_name, OLD.away_name, OLD.organization_id, OLD.tournament_id, OLD.owner_id, OLD.home_team_id, OLD.away_team_id, OLD.home_formation_id, OLD.away_formation_id, OLD.home_player_id, OLD.away_player_id, OLD.privacy, coalesce(OLD.scheduled_at, OLD.started_at), OLD.venue, OLD.court, OLD.updated_at, OLD.revision + 1)
		ON CONFLICT ("match_id") DO NOTHING;
	END IF;
	RETURN OLD;
END;
$$;
