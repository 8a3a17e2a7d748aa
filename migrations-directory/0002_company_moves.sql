-- A company's move between shards (ADR 0213), one row while it runs: the step it reached and, while copying or
-- deleting, the table and row id it stopped after, so a move killed anywhere resumes where it was.
CREATE TABLE `company_moves` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`from_shard` text NOT NULL,
	`to_shard` text NOT NULL,
	-- paused, copying, verified, flipped (then deleting from the source), done
	`step` text NOT NULL,
	`table_index` integer DEFAULT 0 NOT NULL,
	`after_rowid` integer DEFAULT 0 NOT NULL,
	`started_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
