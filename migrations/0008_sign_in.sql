ALTER TABLE `totp_factors` ADD `secret_key_id` text;--> statement-breakpoint
CREATE INDEX `totp_factors_secret_key_idx` ON `totp_factors` (`secret_key_id`);
