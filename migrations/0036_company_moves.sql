-- Moving a company between shards (ADR 0213). On the shard a company is leaving: `moving_since` pauses its writes
-- (503 with Retry-After) while its rows are copied; `moved_to` names the shard it went to once the directory flipped,
-- so a session cookie still naming this shard is signed again for that one.
ALTER TABLE `companies` ADD `moving_since` integer;
ALTER TABLE `companies` ADD `moved_to` text;
