CREATE TABLE "calendar_cancelled_matches" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"home_name" text NOT NULL,
	"away_name" text NOT NULL,
	"organization_id" integer,
	"container_id" integer,
	"owner_id" integer,
	"home_team_id" integer,
	"away_team_id" integer,
	"home_formation_id" integer,
	"away_formation_id" integer,
	"home_player_id" integer,
	"away_player_id" integer,
	"privacy" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"venue" text,
	"court" text,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"organization_id" integer,
	"tournament_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_target" CHECK (("calendar_feeds"."kind" = 'user' and "calendar_feeds"."organization_id" is null and "calendar_feeds"."tournament_id" is null)
        or ("calendar_feeds"."kind" = 'organization' and "calendar_feeds"."organization_id" is not null and "calendar_feeds"."tournament_id" is null)
        or ("calendar_feeds"."kind" = 'tournament' and "calendar_feeds"."tournament_id" is not null and "calendar_feeds"."organization_id" is null))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_cancelled_matches_deleted_idx" ON "calendar_cancelled_matches" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "calendar_cancelled_matches_organization_idx" ON "calendar_cancelled_matches" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_target_unique" ON "calendar_feeds" USING btree ("user_id","kind",coalesce("organization_id", 0),coalesce("tournament_id", 0));--> statement-breakpoint
CREATE FUNCTION "calendar_remember_cancelled_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.scheduled_at IS NOT NULL OR OLD.started_at IS NOT NULL THEN
		INSERT INTO "calendar_cancelled_matches" ("match_id", "sport", "home_name", "away_name", "organization_id", "container_id", "owner_id", "home_team_id", "away_team_id", "home_formation_id", "away_formation_id", "home_player_id", "away_player_id", "privacy", "scheduled_at", "venue", "court", "updated_at")
		VALUES (OLD.id, OLD.sport, OLD.home_name, OLD.away_name, OLD.organization_id, OLD.container_id, OLD.owner_id, OLD.home_team_id, OLD.away_team_id, OLD.home_formation_id, OLD.away_formation_id, OLD.home_player_id, OLD.away_player_id, OLD.privacy, coalesce(OLD.scheduled_at, OLD.started_at), OLD.venue, OLD.court, OLD.updated_at)
		ON CONFLICT ("match_id") DO NOTHING;
	END IF;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "matches_calendar_cancelled" AFTER DELETE ON "matches" FOR EACH ROW EXECUTE FUNCTION "calendar_remember_cancelled_match"();
