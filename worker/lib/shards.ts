// The shards (ADR 0129, 0185): D1 databases holding whole companies, each bound by name in wrangler.toml with the
// jurisdiction it was created in, the R2 bucket and Durable Object jurisdiction its companies' files and links use,
// the letter its links start with, and the range its company ids are drawn from.

export type Jurisdiction = "eu" | null;

export type Shard = {
  /** What cookies, jobs and the directory call it. */
  name: string;
  db: "DB" | "DB_EU";
  media: "MEDIA" | "MEDIA_EU";
  jurisdiction: Jurisdiction;
  /** Leads the shard's link, invite and ticket tokens ("" on the default shard: its links are as they always were). */
  tokenCode: string;
  /** The shard's company ids start above this, so an id names one company on every shard and a move keeps it. */
  companyIdBase: number;
};

/**
 * Adding a shard is a binding in wrangler.toml and a row here. Token codes are letters outside the hex digits, so a
 * link's first character tells its shard from the Durable Object instance digit that follows (ADR 0128).
 */
export const SHARDS: readonly Shard[] = [
  { name: "default", db: "DB", media: "MEDIA", jurisdiction: null, tokenCode: "", companyIdBase: 0 },
  { name: "eu", db: "DB_EU", media: "MEDIA_EU", jurisdiction: "eu", tokenCode: "u", companyIdBase: 1_000_000_000 },
];

export const DEFAULT_SHARD = SHARDS[0] as Shard;

export const shardNamed = (name: string | null | undefined): Shard | null =>
  SHARDS.find((s) => s.name === name) ?? null;

/**
 * EU and EEA members, the UK and Switzerland: their data protection law expects personal data kept in Europe
 * (issue 35), so their companies are placed on an `eu` shard.
 */
const EUROPE = new Set([
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU"],
  ...["MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"],
  // EEA beyond the EU, then the UK and Switzerland.
  ...["IS", "LI", "NO", "GB", "CH"],
]);

export const jurisdictionOf = (country: string): Jurisdiction => (EUROPE.has(country.toUpperCase()) ? "eu" : null);

/** The shards a company of `country` may be placed on. */
export const shardsFor = (country: string) => SHARDS.filter((s) => s.jurisdiction === jurisdictionOf(country));

/**
 * Every token the shards issue starts `{tokenCode}{hex digit}_` (the digit is the Durable Object instance for share
 * links, 0 otherwise), so a token from the default shard starts with a hex digit and can never read as another's.
 */
const SHARD_TOKEN = /^([g-z])[0-9a-f]_/;

/** The shard a link, invite or ticket token names by its first letter; the default shard when it names none. */
export function tokenShard(token: string): Shard {
  const code = SHARD_TOKEN.exec(token)?.[1];
  return (code && SHARDS.find((s) => s.tokenCode === code)) || DEFAULT_SHARD;
}

/** A random token made to name `shard` (invites, sign-in tickets), keeping its length. */
export const shardToken = (shard: Shard, random: string) =>
  `${shard.tokenCode}0_${random.slice(shard.tokenCode.length + 2)}`;

/** A token issued before it could name a shard (a sign-in ticket), wrapped to name `shard`. */
export const wrapToken = (shard: Shard, token: string) => `${shard.tokenCode}0_${token}`;

/** The token `wrapToken` wrapped; a token without the wrapping is passed through (issued before the shards). */
export const unwrapToken = (shard: Shard, token: string) => {
  const prefix = `${shard.tokenCode}0_`;
  return token.startsWith(prefix) ? token.slice(prefix.length) : token;
};
