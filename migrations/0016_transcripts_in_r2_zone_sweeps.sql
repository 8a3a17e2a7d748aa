-- Transcripts moved to R2 (ADR 0128). These partial indexes hold only the rows whose text is still in D1: the
-- retention job reads one chunk of them, writes the R2 objects and clears the column, so each row leaves the index
-- and the next chunk starts at the next row to move. Once all are moved the indexes are empty.
CREATE INDEX `meetings_transcript_in_d1_idx` ON `meetings` (`id`) WHERE `transcript_text` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `meeting_segments_transcript_in_d1_idx` ON `meeting_segments` (`meeting_id`, `seq`) WHERE `transcript` IS NOT NULL;--> statement-breakpoint
-- The reminder sweep's per-zone record (ADR 0128): the local day each zone was last swept in full. One row per
-- time zone, so the sweep reads it whole and cheaply.
CREATE TABLE `reminder_zone_sweeps` (
	`zone` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`swept_at` integer NOT NULL
);
