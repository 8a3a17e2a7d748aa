/** @jsxImportSource hono/jsx */
// A pay application's billing on the client's link page (issue 37): the application's summary, lines 1-9 as it was
// sent, in the client's words and the billing's money. Plain HTML: no script, a few hundred bytes.
import type { ClientWords } from "#schema/i18n/client";
import type { PayAppSummary as Summary } from "../services/pay-app-summary";

type LineKey = `payAppLine${1 | 2 | 3 | 4 | "5a" | "5b" | 5 | 6 | 7 | 8 | 9}`;

export function PayAppSummary({ app, currency, w }: { app: Summary; currency: string; w: ClientWords }) {
  const rows: Array<[LineKey, number, "indent" | "strong" | null]> = [
    ["payAppLine1", app.originalContractSum, null],
    ["payAppLine2", app.netChangeByChangeOrders, null],
    ["payAppLine3", app.contractSumToDate, null],
    ["payAppLine4", app.totalCompletedAndStored, null],
    ["payAppLine5a", app.retainageOnWork, "indent"],
    ["payAppLine5b", app.retainageOnStored, "indent"],
    ["payAppLine5", app.totalRetainage, null],
    ["payAppLine6", app.totalEarnedLessRetainage, null],
    ["payAppLine7", app.lessPreviousCertificates, null],
    ["payAppLine8", app.currentPaymentDue, "strong"],
    ["payAppLine9", app.balanceToFinishInclRetainage, null],
  ];
  const title = app.kind === "retainage-release" ? "payAppReleaseTitle" : "payAppTitle";
  return (
    <section class="card" aria-labelledby="pay-app-title">
      <div>
        <h2 id="pay-app-title">{w.t(title, { number: app.appNo })}</h2>
        <p class="small muted">{w.t("payAppPeriod", { date: w.day(app.periodTo) })}</p>
      </div>
      <ul style="list-style:none;margin:0;padding:0;display:grid;gap:.5rem">
        {rows.map(([key, amount, look]) => (
          <li
            key={key}
            class="row small"
            style={look === "strong" ? "font-weight:700" : look === "indent" ? "padding-left:1rem" : undefined}
          >
            <span>{w.t(key)}</span>
            <span style="font-variant-numeric:tabular-nums;white-space:nowrap">{w.money(amount, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
