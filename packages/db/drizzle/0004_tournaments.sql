CREATE TABLE "ranking_tables" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"points" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"player_id" integer,
	"team_id" integer,
	"name" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"seed" integer,
	"checked_in_at" timestamp with time zone,
	"signed_up_by" integer,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tournament_matches" (
	"stage_id" integer NOT NULL,
	"key" text NOT NULL,
	"match_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"playing_space_id" integer,
	CONSTRAINT "tournament_matches_stage_id_key_pk" PRIMARY KEY("stage_id","key")
);
--> statement-breakpoint
CREATE TABLE "tournament_placings" (
	"tournament_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"position" integer NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "tournament_placings_tournament_id_entry_id_pk" PRIMARY KEY("tournament_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb NOT NULL,
	"qualifiers_per_group" integer,
	"state" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"season_id" integer,
	"venue_id" integer,
	"name" text NOT NULL,
	"description" text,
	"sport" text NOT NULL,
	"entry_kind" text DEFAULT 'player' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"ordering" text DEFAULT 'chronological' NOT NULL,
	"duration_in_minutes" integer DEFAULT 60 NOT NULL,
	"rest_in_minutes" integer DEFAULT 0 NOT NULL,
	"max_registrations" integer,
	"spots" integer,
	"self_signup" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"privacy" text DEFAULT 'public' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_tables" ADD CONSTRAINT "ranking_tables_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_audit" ADD CONSTRAINT "tournament_audit_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_audit" ADD CONSTRAINT "tournament_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_signed_up_by_users_id_fk" FOREIGN KEY ("signed_up_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_stage_id_tournament_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."tournament_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_placings" ADD CONSTRAINT "tournament_placings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_placings" ADD CONSTRAINT "tournament_placings_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_stages" ADD CONSTRAINT "tournament_stages_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_audit_tournament_idx" ON "tournament_audit" USING btree ("tournament_id","created_at");--> statement-breakpoint
CREATE INDEX "tournament_entries_tournament_idx" ON "tournament_entries" USING btree ("tournament_id","status","signed_up_at");--> statement-breakpoint
CREATE INDEX "tournament_entries_player_idx" ON "tournament_entries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_team_idx" ON "tournament_entries" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_match_unique" ON "tournament_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "tournament_matches_tournament_idx" ON "tournament_matches" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_stages_position_unique" ON "tournament_stages" USING btree ("tournament_id","position");--> statement-breakpoint
CREATE INDEX "tournaments_organization_idx" ON "tournaments" USING btree ("organization_id","starts_on");--> statement-breakpoint
CREATE INDEX "tournaments_season_idx" ON "tournaments" USING btree ("season_id");