-- Delivery reports for the texts of a company that is moving between shards (ADR 0234). While its writes are paused a
-- report cannot be written to its row (a write after the copy would be lost at the flip), and Twilio does not send a
-- status callback again, so it waits here and is applied on the shard holding the company once the move ends (done or
-- rolled back). Ids and statuses only: no number, no text.
CREATE TABLE `parked_statuses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`message_id` integer NOT NULL,
	`sid` text NOT NULL,
	`status` text NOT NULL,
	`error_code` text,
	`reported_at` integer NOT NULL
);
CREATE INDEX `parked_statuses_company` ON `parked_statuses` (`company_id`, `id`);
