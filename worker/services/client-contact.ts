// Who answers a client about a billing (decisions.md, Teams): the member who billed it while they are a member, then
// the company's contact (the member the owner chose on /team, else the first owner). Pages, emails and PDFs that name
// a person for the client to call ask here.
import { formatPhone } from "#schema/rules/phones";
import type { ApprovalSubject } from "../db/approvals";

export type ClientContact = {
  name: string;
  email: string;
  /** E.164, for tel: links. */
  phone: string | null;
  /** The phone as people read it, in the company's country (ADR 0118). */
  phoneDisplay: string | null;
};

export function clientContactOf(subject: Pick<ApprovalSubject, "owner" | "companyContact">): ClientContact {
  const { owner, companyContact } = subject;
  const person =
    owner.removedAt && companyContact?.id != null && companyContact.email
      ? {
          fullName: companyContact.fullName ?? owner.companyName ?? "",
          email: companyContact.email,
          phone: companyContact.phone,
        }
      : owner;
  return {
    name: person.fullName,
    email: person.email,
    phone: person.phone,
    phoneDisplay: person.phone ? formatPhone(person.phone, owner.country) : null,
  };
}
