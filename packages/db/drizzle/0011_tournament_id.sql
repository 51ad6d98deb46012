ALTER TABLE "matches" RENAME COLUMN "container_id" TO "tournament_id";--> statement-breakpoint
ALTER TABLE "calendar_cancelled_matches" RENAME COLUMN "container_id" TO "tournament_id";--> statement-breakpoint
-- 0006's trigger function names the columns in its body, read only when it runs: it is redefined with the new names
CREATE OR REPLACE FUNCTION "calendar_remember_cancelled_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.scheduled_at IS NOT NULL OR OLD.started_at IS NOT NULL THEN
		INSERT INTO "calendar_cancelled_matches" ("match_id", "sport", "home_name", "away_name", "organization_id", "tournament_id", "owner_id", "home_team_id", "away_team_id", "home_formation_id", "away_formation_id", "home_player_id", "away_player_id", "privacy", "scheduled_at", "venue", "court", "updated_at")
		VALUES (OLD.id, OLD.sport, OLD.home_name, OLD.away_name, OLD.organization_id, OLD.tournament_id, OLD.owner_id, OLD.home_team_id, OLD.away_team_id, OLD.home_formation_id, OLD.away_formation_id, OLD.home_player_id, OLD.away_player_id, OLD.privacy, coalesce(OLD.scheduled_at, OLD.started_at), OLD.venue, OLD.court, OLD.updated_at)
		ON CONFLICT ("match_id") DO NOTHING;
	END IF;
	RETURN OLD;
END;
$$;
