-- Each segment's length as the recorder measured it, so the player shows one timeline over every file (ADR 0121).
-- Null for segments sent before it was kept: the detail answer estimates them from their byte sizes.
ALTER TABLE `meeting_segments` ADD `duration_ms` integer;
