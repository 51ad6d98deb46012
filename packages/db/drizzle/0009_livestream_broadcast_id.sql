ALTER TABLE "livestreams" ADD COLUMN "broadcast_id" text;--> statement-breakpoint
-- a YouTube livestream's broadcast id was kept in recording_path as youtube/<id> (decision 019)
UPDATE "livestreams" SET "broadcast_id" = substring("recording_path" from 9), "recording_path" = NULL WHERE "recording_path" LIKE 'youtube/%';
