-- ADR 0119: Twilio's Message SID and delivery status on each message, the "outcome unknown" mark that makes a retry
-- ask Twilio before sending again, and the STOP opt-outs keyed by phone. Written by hand (several migrations land at once).
ALTER TABLE `messages` ADD `provider_message_id` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `outcome_unknown_since` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `delivery_status` text;--> statement-breakpoint
CREATE INDEX `messages_provider_message_idx` ON `messages` (`provider_message_id`);--> statement-breakpoint
CREATE TABLE `sms_opt_outs` (
	`phone` text PRIMARY KEY NOT NULL,
	`keyword` text NOT NULL,
	`opted_out_at` integer NOT NULL
);
