-- Browser-made photo variants (ADR 0130): the sizes of the 640 px and 240 px JPEGs kept beside a photo in R2
-- (`<key>@640`, `<key>@240`; null while absent), and a mark the one-time "photo-variants" backfill sets on photos
-- uploaded before variants existed, which the company's next signed-in session makes in the browser.
ALTER TABLE `uploads` ADD `w640_size` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `w240_size` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `variants_wanted` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The session's "which of ours still need variants" read: one company's marked rows, nothing else.
CREATE INDEX `uploads_company_variants_wanted_idx` ON `uploads` (`company_id`,`variants_wanted`);--> statement-breakpoint
INSERT INTO `backfills` (`name`) VALUES ('photo-variants');
