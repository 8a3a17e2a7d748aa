// What the client's link page shows of a pay application (issue 37, ADR 0212): the application's
// G702 summary, lines 1-9, as it was sent with this billing. A reopened application (rejected, being edited) is not
// this billing's any more, so its changing figures never show on the old link.
import type { CompanyId } from "#schema/db/companies";
import { findPayAppByProgress } from "../db/pay-apps";
import type { Db } from "../lib/db";

export async function payAppSummaryOf(db: Db, companyId: CompanyId, progressId: number) {
  const app = await findPayAppByProgress(db, companyId, progressId);
  if (app?.status !== "sent") return null;
  return {
    appNo: app.appNo,
    kind: app.kind,
    periodTo: app.periodTo,
    originalContractSum: app.originalContractCents,
    netChangeByChangeOrders: app.netChangeCents,
    contractSumToDate: app.contractSumCents,
    totalCompletedAndStored: app.completedStoredCents,
    retainageOnWork: app.retainageWorkCents,
    retainageOnStored: app.retainageStoredCents,
    totalRetainage: app.retainageWorkCents + app.retainageStoredCents,
    totalEarnedLessRetainage: app.earnedLessRetainageCents,
    lessPreviousCertificates: app.previousCertificatesCents,
    currentPaymentDue: app.currentDueCents,
    balanceToFinishInclRetainage: app.balanceInclRetainageCents,
  };
}
export type PayAppSummary = NonNullable<Awaited<ReturnType<typeof payAppSummaryOf>>>;
