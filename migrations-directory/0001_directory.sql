-- The directory (ADR 0129, 0185): which shard holds each company, and the ids that arrive without a session.
-- A company or username missing here is on the default shard (every company from before the shards).
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY NOT NULL,
	`shard` text NOT NULL,
	`jurisdiction` text,
	-- Set while a move copies the company: its writes answer 503 with Retry-After until the flip.
	`moving_since` integer,
	-- Bumped by a move's flip: a session cookie naming an older version reads the directory again.
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL
);
CREATE INDEX `companies_shard` ON `companies` (`shard`);
-- Usernames are unique across shards: registration claims the name here before the shard writes the user.
CREATE TABLE `usernames` (
	`username` text PRIMARY KEY NOT NULL,
	`shard` text NOT NULL,
	`company_id` integer
);
CREATE TABLE `stripe_customers` (
	`customer_id` text PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL
);
-- QuickBooks realms and Xero tenants: a provider's webhook names only these.
CREATE TABLE `accounting_orgs` (
	`provider` text NOT NULL,
	`org_id` text NOT NULL,
	`company_id` integer NOT NULL,
	PRIMARY KEY (`provider`, `org_id`)
);
-- A phone number can be a client of companies on several shards: an inbound text goes to each of them.
CREATE TABLE `phones` (
	`e164` text NOT NULL,
	`shard` text NOT NULL,
	PRIMARY KEY (`e164`, `shard`)
);
