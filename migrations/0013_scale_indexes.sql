-- Issue 25: every hot statement reads an index range, never the whole table (ADR 0128).
-- The outbox relay's missing-effect queries (every 5 minutes, over every company).
CREATE INDEX `approvals_decided_idx` ON `approvals` (`decided_at`);--> statement-breakpoint
CREATE INDEX `progress_payment_claimed_idx` ON `progress` (`payment_claimed_at`);--> statement-breakpoint
CREATE INDEX `progress_status_created_idx` ON `progress` (`status`,`created_at`);--> statement-breakpoint
-- Send caps count one company's channel over today's rows; the health probe counts the last day's failures.
CREATE INDEX `messages_company_channel_created_idx` ON `messages` (`company_id`,`channel`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_status_updated_idx` ON `messages` (`status`,`updated_at`);--> statement-breakpoint
-- Retention clears bodies oldest first; only rows still holding a body are in this index, so each chunk starts at
-- the first row to clear instead of walking every row cleared before.
CREATE INDEX `messages_body_kept_idx` ON `messages` (`created_at`) WHERE `body` != '';--> statement-breakpoint
-- Housekeeping and retention delete in bounded chunks by age.
CREATE INDEX `session_expire_idx` ON `session` (`expire`);--> statement-breakpoint
CREATE INDEX `session_last_seen_idx` ON `session` (`last_seen_at`);--> statement-breakpoint
CREATE INDEX `session_revoked_idx` ON `session` (`revoked_at`) WHERE `revoked_at` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `notifications_read_idx` ON `notifications` (`read_at`) WHERE `read_at` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `approval_links_expires_idx` ON `approval_links` (`expires_at`);--> statement-breakpoint
CREATE INDEX `relay_claims_claimed_idx` ON `relay_claims` (`claimed_at`);--> statement-breakpoint
CREATE INDEX `stripe_events_created_idx` ON `stripe_events` (`created_at`);
