// Who a billing's client is in the books: one rule for the connected sync (QuickBooks Online, Xero) and the import
// files (ADR 0125, 0135). A business client is its company ("Client Homes Inc"); a homeowner, their own name. Two
// rules made two customers for one client whenever a contractor both exported and synced (issue 38).

export const customerNameOf = (client: { name: string; companyName: string | null }) =>
  client.companyName?.trim() || client.name.trim();
