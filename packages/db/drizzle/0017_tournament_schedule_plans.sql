CREATE TABLE "tournament_schedule_plans" (
	"tournament_id" integer PRIMARY KEY NOT NULL,
	"playing_space_ids" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_schedule_plans" ADD CONSTRAINT "tournament_schedule_plans_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_schedule_plans" ADD CONSTRAINT "tournament_schedule_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;