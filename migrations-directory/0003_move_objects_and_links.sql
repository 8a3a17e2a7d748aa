-- Moving a company's files and links with its rows (ADR 0228).
-- A move's steps are now paused, copying, objects (R2, when the bucket changes), verified, flipped (the source's
-- objects deleted), deleting (its rows), done. While at objects, the last key copied under the prefix numbered
-- table_index.
ALTER TABLE `company_moves` ADD `after_key` text;
-- The links of a moved company: a link names the shard it was sent from by its first letter, so a link that shard no
-- longer knows is looked up here by its SHA-256 (never the token itself) and opened on the shard named. Kept until
-- the link expires.
CREATE TABLE `moved_links` (
	`hash` text PRIMARY KEY NOT NULL,
	`shard` text NOT NULL,
	`expires_at` integer NOT NULL
);
CREATE INDEX `moved_links_expiry` ON `moved_links` (`expires_at`);
