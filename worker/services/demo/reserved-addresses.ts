// Addresses that can never reach a real person: RFC 2606 example domains and the North American 555-0100..0199
// numbers set aside for fiction. Demo accounts may only send to these (ADR 0052).

const RESERVED_DOMAINS = ["example.com", "example.net", "example.org"];
const RESERVED_TLDS = ["example", "test", "invalid", "localhost"];

export function isReservedEmail(address: string) {
  const domain = address.trim().toLowerCase().split("@")[1];
  if (!domain) return false;
  if (RESERVED_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`))) return true;
  return RESERVED_TLDS.includes(domain.split(".").pop() ?? "");
}

export function isReservedPhone(number: string) {
  const digits = number.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^\d{3}55501\d{2}$/.test(national);
}

export const isReservedAddress = (channel: "email" | "sms", to: string) =>
  channel === "email" ? isReservedEmail(to) : isReservedPhone(to);

export const DEMO_DELIVERY_REFUSED =
  "Demo accounts only send to reserved example addresses (example.com emails, 555-01xx phone numbers).";
