CREATE TABLE "match_events" (
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"client_event_id" uuid NOT NULL,
	"event" jsonb NOT NULL,
	"user_id" integer,
	"guest_link_id" integer,
	"summary" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_events_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "match_guest_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_scorers" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_scorers_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"format" jsonb NOT NULL,
	"first_server" text DEFAULT 'home' NOT NULL,
	"home_name" text NOT NULL,
	"home_players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"away_name" text NOT NULL,
	"away_players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organization_id" integer,
	"container_id" integer,
	"home_team_id" integer,
	"away_team_id" integer,
	"home_formation_id" integer,
	"away_formation_id" integer,
	"home_player_id" integer,
	"away_player_id" integer,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"venue" text,
	"court" text,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"privacy" text DEFAULT 'public' NOT NULL,
	"owner_id" integer,
	"demo" boolean DEFAULT false NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_guest_link_id_match_guest_links_id_fk" FOREIGN KEY ("guest_link_id") REFERENCES "public"."match_guest_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_guest_links" ADD CONSTRAINT "match_guest_links_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_guest_links" ADD CONSTRAINT "match_guest_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_scorers" ADD CONSTRAINT "match_scorers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_scorers" ADD CONSTRAINT "match_scorers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_client_event_unique" ON "match_events" USING btree ("match_id","client_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_guest_links_token_unique" ON "match_guest_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "match_guest_links_match_idx" ON "match_guest_links" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_scorers_user_idx" ON "match_scorers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status","sport");--> statement-breakpoint
CREATE INDEX "matches_sport_idx" ON "matches" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "matches_organization_idx" ON "matches" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "matches_owner_idx" ON "matches" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "matches_when_idx" ON "matches" USING btree (coalesce("started_at", "scheduled_at", "created_at"));