-- Issue 34 (ADR 0195): the language each person reads the contractor's app in (en, es). Chosen from the browser at
-- registration and changed on /profile; every account made before this reads English, as it always has.
ALTER TABLE `users` ADD `language` text DEFAULT 'en' NOT NULL;
