// Column selections of a company that several reads share, written once.
import { schema } from "../lib/db";

const { companies } = schema;

/** How the company is paid: the preferred method and each method's details (the link page, PDFs, the export). */
export const payoutColumns = {
  preferredPaymentMethod: companies.preferredPaymentMethod,
  bankAccountName: companies.bankAccountName,
  bankAccountNumber: companies.bankAccountNumber,
  bankRoutingNumber: companies.bankRoutingNumber,
  paypalUsername: companies.paypalUsername,
  venmoUsername: companies.venmoUsername,
  zelleEmail: companies.zelleEmail,
  cashAppUsername: companies.cashAppUsername,
  iban: companies.iban,
  bic: companies.bic,
  sortCode: companies.sortCode,
  ukAccountNumber: companies.ukAccountNumber,
  bsb: companies.bsb,
  auAccountNumber: companies.auAccountNumber,
  payId: companies.payId,
  nzAccountNumber: companies.nzAccountNumber,
  interacEmail: companies.interacEmail,
  caTransitNumber: companies.caTransitNumber,
  caInstitutionNumber: companies.caInstitutionNumber,
  caAccountNumber: companies.caAccountNumber,
  mailingAddress: companies.mailingAddress,
};
