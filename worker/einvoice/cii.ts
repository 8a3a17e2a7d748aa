// UN/CEFACT Cross Industry Invoice D16B as EN 16931 binds it (the Factur-X/ZUGFeRD EN 16931 profile, and XRechnung
// CII): the semantic invoice in, the XML out. Element order follows the D16B subset's XSD sequences.
import { amountText, type EInvoice, type EInvoiceParty, percentText } from "./model";
import { document, leaf, node } from "./xml";

/** BT-24: the specification each syntax profile claims. */
export const CII_GUIDELINES = {
  en16931: "urn:cen.eu:en16931:2017",
  xrechnung: "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
} as const;
export type CiiProfile = keyof typeof CII_GUIDELINES;

const NS = {
  "xmlns:rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  "xmlns:ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  "xmlns:qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  "xmlns:udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
};

/** Dates as format 102 (CCYYMMDD). */
const date = (name: string, iso: string | null) =>
  iso && node(name, [leaf("udt:DateTimeString", iso.replaceAll("-", ""), { format: "102" })]);

function party(name: string, p: EInvoiceParty, seller: boolean) {
  const a = p.address;
  return node(name, [
    leaf("ram:Name", p.name),
    seller &&
      node("ram:DefinedTradeContact", [
        leaf("ram:PersonName", p.contactName),
        node("ram:TelephoneUniversalCommunication", [leaf("ram:CompleteNumber", p.phone)]),
        node("ram:EmailURIUniversalCommunication", [leaf("ram:URIID", p.email)]),
      ]),
    node("ram:PostalTradeAddress", [
      leaf("ram:PostcodeCode", a.postalCode),
      leaf("ram:LineOne", a.line1),
      leaf("ram:LineTwo", a.line2),
      leaf("ram:CityName", a.city),
      leaf("ram:CountryID", a.country),
      leaf("ram:CountrySubDivisionName", a.region),
    ]),
    node("ram:URIUniversalCommunication", [
      p.endpoint
        ? leaf("ram:URIID", p.endpoint.id, { schemeID: p.endpoint.scheme })
        : leaf("ram:URIID", p.email, { schemeID: "EM" }),
    ]),
    node("ram:SpecifiedTaxRegistration", [leaf("ram:ID", p.vatId, { schemeID: "VA" })]),
  ]);
}

export function toCii(inv: EInvoice, profile: CiiProfile = "en16931") {
  const money = (minor: number) => amountText(minor, inv.currency);
  const lines = inv.lines.map((line) =>
    node("ram:IncludedSupplyChainTradeLineItem", [
      node("ram:AssociatedDocumentLineDocument", [leaf("ram:LineID", line.id)]),
      node("ram:SpecifiedTradeProduct", [leaf("ram:Name", line.name), leaf("ram:Description", line.description)]),
      node("ram:SpecifiedLineTradeAgreement", [
        node("ram:NetPriceProductTradePrice", [leaf("ram:ChargeAmount", money(line.net))]),
      ]),
      node("ram:SpecifiedLineTradeDelivery", [leaf("ram:BilledQuantity", "1", { unitCode: "C62" })]),
      node("ram:SpecifiedLineTradeSettlement", [
        node("ram:ApplicableTradeTax", [
          leaf("ram:TypeCode", "VAT"),
          leaf("ram:CategoryCode", line.category),
          leaf("ram:RateApplicablePercent", percentText(line.rate)),
        ]),
        node("ram:SpecifiedTradeSettlementLineMonetarySummation", [leaf("ram:LineTotalAmount", money(line.net))]),
      ]),
    ]),
  );
  const pay = inv.payment;
  const settlement = node("ram:ApplicableHeaderTradeSettlement", [
    leaf("ram:PaymentReference", inv.number),
    leaf("ram:InvoiceCurrencyCode", inv.currency),
    node("ram:SpecifiedTradeSettlementPaymentMeans", [
      leaf("ram:TypeCode", pay ? "58" : "1"),
      pay &&
        node("ram:PayeePartyCreditorFinancialAccount", [
          leaf("ram:IBANID", pay.iban),
          leaf("ram:AccountName", pay.accountName),
        ]),
      pay && node("ram:PayeeSpecifiedCreditorFinancialInstitution", [leaf("ram:BICID", pay.bic)]),
    ]),
    ...inv.breakdown.map((b) =>
      node("ram:ApplicableTradeTax", [
        leaf("ram:CalculatedAmount", money(b.tax)),
        leaf("ram:TypeCode", "VAT"),
        leaf("ram:ExemptionReason", b.exemptionReason),
        leaf("ram:BasisAmount", money(b.base)),
        leaf("ram:CategoryCode", b.category),
        leaf("ram:ExemptionReasonCode", b.exemptionCode),
        leaf("ram:RateApplicablePercent", percentText(b.rate)),
      ]),
    ),
    node("ram:SpecifiedTradePaymentTerms", [
      leaf("ram:Description", inv.paymentTerms),
      date("ram:DueDateDateTime", inv.dueDate),
    ]),
    node("ram:SpecifiedTradeSettlementHeaderMonetarySummation", [
      leaf("ram:LineTotalAmount", money(inv.netTotal)),
      leaf("ram:TaxBasisTotalAmount", money(inv.netTotal)),
      leaf("ram:TaxTotalAmount", money(inv.taxTotal), { currencyID: inv.currency }),
      leaf("ram:GrandTotalAmount", money(inv.grandTotal)),
      leaf("ram:TotalPrepaidAmount", inv.prepaid ? money(inv.prepaid) : null),
      leaf("ram:DuePayableAmount", money(inv.payable)),
    ]),
  ]);
  return document(
    node(
      "rsm:CrossIndustryInvoice",
      [
        node("rsm:ExchangedDocumentContext", [
          node("ram:GuidelineSpecifiedDocumentContextParameter", [leaf("ram:ID", CII_GUIDELINES[profile])]),
        ]),
        node("rsm:ExchangedDocument", [
          leaf("ram:ID", inv.number),
          leaf("ram:TypeCode", "380"),
          date("ram:IssueDateTime", inv.issueDate),
          node("ram:IncludedNote", [leaf("ram:Content", inv.note)]),
        ]),
        node("rsm:SupplyChainTradeTransaction", [
          ...lines,
          node("ram:ApplicableHeaderTradeAgreement", [
            leaf("ram:BuyerReference", inv.buyerReference),
            party("ram:SellerTradeParty", inv.seller, true),
            party("ram:BuyerTradeParty", inv.buyer, false),
          ]),
          // BG-13 may be empty, but the element is required by the XSD: an empty delivery is written as such.
          "<ram:ApplicableHeaderTradeDelivery/>",
          settlement,
        ]),
      ],
      NS,
    ),
  );
}
