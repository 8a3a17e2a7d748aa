DROP INDEX `uploads_user_idx`;--> statement-breakpoint
CREATE INDEX `uploads_user_content_idx` ON `uploads` (`user_id`,`sha256`);