// Peppol participant ids (issue 36, ADR 0203): the EndpointID (BT-34 / BT-49) a party is reached at on the Peppol
// network, as "scheme:value" where the scheme is an ISO 6523 ICD code from the Peppol EAS list. A VAT number gives
// one for most EU countries; Belgium routes by the enterprise number (0208), which is the VAT number's ten digits.
// Other schemes (a German public buyer's Leitweg-ID 0204, a Dutch KvK 0106, a French SIRET 0009) cannot be derived
// and are typed on the client as its Peppol id.

export type PeppolId = { scheme: string; id: string };

/**
 * The VAT-based scheme per country (Peppol EAS; Billit's "Party Identifiers" table quoted in ADR 0203). Belgium is
 * the one country whose network id is not the VAT number itself: 0208 is the KBO/BCE enterprise number.
 */
const VAT_SCHEMES: Record<string, string> = {
  AT: "9914",
  BE: "0208",
  BG: "9926",
  CY: "9928",
  CZ: "9929",
  DE: "9930",
  EE: "9931",
  ES: "9920",
  FR: "9957",
  GR: "9933",
  EL: "9933",
  HR: "9934",
  HU: "9910",
  IE: "9935",
  IT: "0211",
  LT: "9937",
  LU: "9938",
  LV: "9939",
  MT: "9943",
  NL: "9944",
  PL: "9945",
  PT: "9946",
  RO: "9947",
  SI: "9949",
  SK: "9950",
  SM: "9951",
};

/** A typed Peppol id: four digits, a colon, then the identifier (no spaces). */
export const PEPPOL_ID_PATTERN = /^(\d{4}):([A-Za-z0-9][A-Za-z0-9._\-:]{0,99})$/;
export const PEPPOL_ID_INVALID =
  "A Peppol id is its scheme and number, like 0208:0477472701 (Belgian enterprise number) or 0204:991-12345-67 (Leitweg-ID)";

export function parsePeppolId(typed: string | null | undefined): PeppolId | null {
  const match = typed?.trim().match(PEPPOL_ID_PATTERN);
  return match ? { scheme: match[1]!, id: match[2]! } : null;
}

/** The participant id a VAT number gives ("BE0477472701" -> 0208:0477472701, "DE123456789" -> 9930:DE123456789). */
export function peppolIdFromVat(vat: string | null | undefined): PeppolId | null {
  const compact = vat?.replace(/[\s.-]/g, "").toUpperCase();
  const prefix = compact?.slice(0, 2);
  if (!compact || !prefix || !/^[A-Z]{2}[0-9A-Z]{2,}$/.test(compact)) return null;
  const scheme = VAT_SCHEMES[prefix];
  if (!scheme) return null;
  if (prefix === "BE") {
    const digits = compact.slice(2);
    return /^[01]\d{9}$/.test(digits) ? { scheme, id: digits } : null;
  }
  return { scheme, id: compact };
}

/** A party's endpoint: the Peppol id typed for it wins, else the one its VAT number gives. */
export const peppolEndpointOf = (party: { peppolId?: string | null; vatId: string | null }) =>
  parsePeppolId(party.peppolId) ?? peppolIdFromVat(party.vatId);

export const formatPeppolId = (id: PeppolId) => `${id.scheme}:${id.id}`;
