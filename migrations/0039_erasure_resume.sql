-- Deleting a company's account, made durable (ADR 0236). `erase_requested_at` (migration 0037) is the owner's intent;
-- `erase_queued_at` is when its erasure job was last queued or ran, so the per-shard relay pass queues again any
-- erasure whose job never left (a failed enqueue) or stopped (dead-lettered) through `companies_erase_pending_idx`,
-- which holds only companies being erased. `erase_provider_failures` counts failed calls to a provider (Stripe,
-- QuickBooks, Xero) in the current step: the erasure retries a few times, then records the failure and goes on.
ALTER TABLE `companies` ADD `erase_queued_at` integer;
ALTER TABLE `companies` ADD `erase_provider_failures` integer NOT NULL DEFAULT 0;
CREATE INDEX `companies_erase_pending_idx` ON `companies` (`erase_queued_at`) WHERE `erase_requested_at` IS NOT NULL;
