CREATE TABLE "gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"tournament_id" integer,
	"match_id" integer,
	"caption" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"thumbnail_width" integer NOT NULL,
	"thumbnail_height" integer NOT NULL,
	CONSTRAINT "gallery_photos_one_owner" CHECK (num_nonnulls("gallery_photos"."organization_id", "gallery_photos"."tournament_id", "gallery_photos"."match_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_photos_organization" ON "gallery_photos" USING btree ("organization_id","id") WHERE "gallery_photos"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "gallery_photos_tournament" ON "gallery_photos" USING btree ("tournament_id","id") WHERE "gallery_photos"."tournament_id" is not null;--> statement-breakpoint
CREATE INDEX "gallery_photos_match" ON "gallery_photos" USING btree ("match_id","id") WHERE "gallery_photos"."match_id" is not null;--> statement-breakpoint
CREATE INDEX "gallery_photos_uploaded_by" ON "gallery_photos" USING btree ("uploaded_by") WHERE "gallery_photos"."uploaded_by" is not null;