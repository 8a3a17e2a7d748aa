// The project page's billing mode (issue 37): stages, or pay applications with their contract, schedule of values
// and applications. Plugged into Project Details through a slot and loaded after its first screen.
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { PayAppView } from "#schema/contracts/pay-apps";
import { formatMoneyExact } from "#schema/rules/money";
import type { ProjectBillingProps } from "#web/components/slots/project-billing-slot";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { contractQuery, payAppPdfUrl, payAppsQuery, sovQuery, useSendPayApp } from "../api/pay-apps";
import { ChangeOrdersSection } from "./change-orders-card";
import { ContractForm } from "./contract-form";
import { PayAppForm } from "./pay-app-form";
import { SovEditor } from "./sov-editor";

// Lien waivers (ADR 0208) load on intent, off the panel's own chunk.
const WaiversPanel = lazy(() => import("./waivers-panel"));

const STATUS_WORDS: Record<string, string> = {
  draft: "Draft",
  pending: "Sent",
  approved: "Approved",
  paid: "Paid",
  rejected: "Rejected",
};

export default function PayAppsPanel({ project, startApplication = false }: ProjectBillingProps) {
  const contract = useQuery(contractQuery(project.id));
  const [editing, setEditing] = useState(false);
  if (contract.isPending) return <Skeleton className="h-24 w-full" />;
  if (contract.isError) return null;
  const c = contract.data;
  const payApps = c.billingMode === "pay_apps";
  return (
    <section aria-labelledby="billing-mode-title" className="space-y-4">
      <Card className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <div>
            <h2 id="billing-mode-title" className="text-lg font-semibold">
              Billing mode
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {payApps
                ? `Pay applications · ${c.retainageWorkPercent}% retainage on work, ${c.retainageStoredPercent}% on stored materials`
                : "Stages"}
            </p>
          </div>
          {!editing && project.status === "active" && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {payApps ? "Edit contract" : "Bill by pay applications"}
            </Button>
          )}
        </div>
        {editing && <ContractForm contract={c} onDone={() => setEditing(false)} />}
      </Card>
      {payApps && <PayAppProject projectId={project.id} startApplication={startApplication} />}
      <ChangeOrdersSection projectId={project.id} payApps={payApps} />
    </section>
  );
}

function PayAppProject({ projectId, startApplication }: { projectId: number; startApplication: boolean }) {
  const contract = useQuery(contractQuery(projectId));
  const sov = useQuery(sovQuery(projectId));
  const apps = useQuery(payAppsQuery(projectId));
  const [asked, setForm] = useState<null | { kind: "progress" | "retainage-release"; draft?: PayAppView }>(
    startApplication ? { kind: "progress" } : null,
  );
  if (!contract.data || !sov.data || !apps.data) return <Skeleton className="h-40 w-full" />;
  const latest = apps.data[0];
  // A rejected latest application is edited and sent again, not followed by another (ADR 0190).
  const canStart = !latest || (latest.status === "sent" && latest.billingStatus !== "rejected");
  // A new one asked for from the project's button waits while a draft or a rejected application is open.
  const form = asked && (asked.draft || (canStart && sov.data.lines.length > 0)) ? asked : null;
  return (
    <>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">Schedule of values</h2>
        <SovEditor projectId={projectId} sov={sov.data} />
      </Card>
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Pay applications</h2>
          {!form && canStart && sov.data.lines.length > 0 && (
            <div className="flex gap-2">
              <Button onClick={() => setForm({ kind: "progress" })}>New application</Button>
              {latest && (
                <Button variant="secondary" onClick={() => setForm({ kind: "retainage-release" })}>
                  Release retainage
                </Button>
              )}
            </div>
          )}
        </div>
        {form && (
          <PayAppForm
            contract={contract.data}
            sov={sov.data}
            apps={apps.data}
            kind={form.kind}
            draft={form.draft}
            onDone={() => setForm(null)}
          />
        )}
        {apps.data.length === 0 && !form ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No applications yet.</p>
        ) : (
          <ul className="space-y-2">
            {apps.data.map((a) => (
              <PayAppRow key={a.id} app={a} projectId={projectId} onEdit={() => setForm({ kind: a.kind, draft: a })} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function PayAppRow({ app, projectId, onEdit }: { app: PayAppView; projectId: number; onEdit: () => void }) {
  const send = useSendPayApp(projectId);
  const [error, setError] = useState<string>();
  const [waivers, setWaivers] = useState(false);
  const money = (m: number) => formatMoneyExact(m, app.currency, app.locale);
  const status = STATUS_WORDS[app.billingStatus ?? app.status] ?? app.billingStatus ?? app.status;
  return (
    <li
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      aria-label={`Application ${app.appNo}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">
            Application #{app.appNo}
            {app.kind === "retainage-release" ? " · retainage release" : ""}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Period to {app.periodTo} · due {money(app.currentPaymentDue)} · retainage held {money(app.totalRetainage)}
            {app.lessDepositApplied > 0 &&
              ` · less deposit ${money(app.lessDepositApplied)}, net ${money(app.netPaymentDue)}`}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium dark:bg-slate-800">{status}</span>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {app.editable && (
          <>
            <Button variant="secondary" onClick={onEdit}>
              Edit
            </Button>
            <Button
              disabled={send.isPending}
              onClick={async () => {
                setError(undefined);
                try {
                  await send.mutateAsync(app.id);
                } catch (err) {
                  setError(errorMessage(err));
                }
              }}
            >
              {app.billingStatus === "rejected" ? "Send again" : "Send to client"}
            </Button>
          </>
        )}
        <a className={buttonClass("ghost")} href={payAppPdfUrl(app.id)} download>
          Download PDF
        </a>
        {app.status === "sent" && !waivers && (
          <Button variant="ghost" onClick={() => setWaivers(true)}>
            Lien waivers
          </Button>
        )}
      </div>
      {waivers && (
        <Suspense fallback={null}>
          <WaiversPanel app={app} />
        </Suspense>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </li>
  );
}
