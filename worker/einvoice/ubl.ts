// OASIS UBL 2.1 Invoice as EN 16931 binds it: Peppol BIS Billing 3.0 and XRechnung UBL differ only in the
// specification they claim (BT-23, BT-24). Element order follows the UBL 2.1 XSD sequences.
import { amountText, type EInvoice, type EInvoiceParty, percentText } from "./model";
import { document, leaf, node, type XmlNode } from "./xml";

/** BT-24 and BT-23 of each profile. */
export const UBL_PROFILES = {
  peppol: {
    customization: "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
    profile: "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0",
  },
  xrechnung: {
    customization: "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
    profile: "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0",
  },
} as const;
export type UblProfile = keyof typeof UBL_PROFILES;

const NS = {
  xmlns: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  "xmlns:cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  "xmlns:cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

const vatScheme = node("cac:TaxScheme", [leaf("cbc:ID", "VAT")]);

function party(name: string, p: EInvoiceParty, seller: boolean) {
  const a = p.address;
  return node(name, [
    node("cac:Party", [
      p.endpoint
        ? leaf("cbc:EndpointID", p.endpoint.id, { schemeID: p.endpoint.scheme })
        : leaf("cbc:EndpointID", p.email, { schemeID: "EM" }),
      node("cac:PartyName", [leaf("cbc:Name", p.name)]),
      node("cac:PostalAddress", [
        leaf("cbc:StreetName", a.line1),
        leaf("cbc:AdditionalStreetName", a.line2),
        leaf("cbc:CityName", a.city),
        leaf("cbc:PostalZone", a.postalCode),
        leaf("cbc:CountrySubentity", a.region),
        node("cac:Country", [leaf("cbc:IdentificationCode", a.country)]),
      ]),
      p.vatId && node("cac:PartyTaxScheme", [leaf("cbc:CompanyID", p.vatId), vatScheme]),
      node("cac:PartyLegalEntity", [leaf("cbc:RegistrationName", p.name)]),
      node("cac:Contact", [
        leaf("cbc:Name", seller ? p.contactName : null),
        leaf("cbc:Telephone", seller ? p.phone : null),
        leaf("cbc:ElectronicMail", seller ? p.email : null),
      ]),
    ]),
  ]);
}

const taxCategory = (name: string, category: string, rate: number, extra: XmlNode[] = []) =>
  node(name, [leaf("cbc:ID", category), leaf("cbc:Percent", percentText(rate)), ...extra, vatScheme]);

export function toUbl(inv: EInvoice, profile: UblProfile = "peppol") {
  const amount = (name: string, minor: number) =>
    leaf(name, amountText(minor, inv.currency), { currencyID: inv.currency });
  const pay = inv.payment;
  return document(
    node(
      "Invoice",
      [
        leaf("cbc:CustomizationID", UBL_PROFILES[profile].customization),
        leaf("cbc:ProfileID", UBL_PROFILES[profile].profile),
        leaf("cbc:ID", inv.number),
        leaf("cbc:IssueDate", inv.issueDate),
        leaf("cbc:DueDate", inv.dueDate),
        leaf("cbc:InvoiceTypeCode", "380"),
        leaf("cbc:Note", inv.note),
        leaf("cbc:DocumentCurrencyCode", inv.currency),
        leaf("cbc:BuyerReference", inv.buyerReference),
        party("cac:AccountingSupplierParty", inv.seller, true),
        party("cac:AccountingCustomerParty", inv.buyer, false),
        node("cac:PaymentMeans", [
          leaf("cbc:PaymentMeansCode", pay ? "58" : "1"),
          leaf("cbc:PaymentID", inv.number),
          pay &&
            node("cac:PayeeFinancialAccount", [
              leaf("cbc:ID", pay.iban),
              leaf("cbc:Name", pay.accountName),
              node("cac:FinancialInstitutionBranch", [leaf("cbc:ID", pay.bic)]),
            ]),
        ]),
        node("cac:PaymentTerms", [leaf("cbc:Note", inv.paymentTerms)]),
        node("cac:TaxTotal", [
          amount("cbc:TaxAmount", inv.taxTotal),
          ...inv.breakdown.map((b) =>
            node("cac:TaxSubtotal", [
              amount("cbc:TaxableAmount", b.base),
              amount("cbc:TaxAmount", b.tax),
              taxCategory("cac:TaxCategory", b.category, b.rate, [
                leaf("cbc:TaxExemptionReasonCode", b.exemptionCode),
                leaf("cbc:TaxExemptionReason", b.exemptionReason),
              ]),
            ]),
          ),
        ]),
        node("cac:LegalMonetaryTotal", [
          amount("cbc:LineExtensionAmount", inv.netTotal),
          amount("cbc:TaxExclusiveAmount", inv.netTotal),
          amount("cbc:TaxInclusiveAmount", inv.grandTotal),
          inv.prepaid ? amount("cbc:PrepaidAmount", inv.prepaid) : null,
          amount("cbc:PayableAmount", inv.payable),
        ]),
        ...inv.lines.map((line) =>
          node("cac:InvoiceLine", [
            leaf("cbc:ID", line.id),
            leaf("cbc:InvoicedQuantity", "1", { unitCode: "C62" }),
            amount("cbc:LineExtensionAmount", line.net),
            node("cac:Item", [
              leaf("cbc:Description", line.description),
              leaf("cbc:Name", line.name),
              taxCategory("cac:ClassifiedTaxCategory", line.category, line.rate),
            ]),
            node("cac:Price", [amount("cbc:PriceAmount", line.net)]),
          ]),
        ),
      ],
      NS,
    ),
  );
}
