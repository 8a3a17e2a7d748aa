// /invoices: every progress billing as an invoice; search, All / Pending / Approved / Paid tabs, PDF download.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { AlertTriangle, Download, FileText, Plus, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { InvoiceStatusTab } from "#schema/contracts/invoices";
import { isOverdue } from "#schema/rules/billing-state";
import { todayIn } from "#schema/rules/time";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { ListState } from "#web/components/ui/list-state";
import { LoadMore } from "#web/components/ui/load-more";
import { SearchInput } from "#web/components/ui/search-input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useCan } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import { filterInvoices, invoicesQuery, isInvoiceTab } from "../api/invoices";
import { useInvoicesWords } from "../words";
import { InvoiceCard } from "./invoice-card";

// The export's dialog (zod, the form, Radix) is fetched only once someone reaches for Export: hover or tap (ADR 0125).
/** What an empty tab says. */
const NONE_IN = { all: "noAll", pending: "noPending", approved: "noApproved", paid: "noPaid" } as const;

const ExportDialog = lazy(() => import("./export-loader").then((m) => m.load()));

export default function InvoicesPage() {
  const { data: user } = useQuery(userQuery);
  const t = useInvoicesWords();
  const [search, setSearch] = useState("");
  const [tab, setTab] = useState<InvoiceStatusTab>("all");
  const invoices = useInfiniteQuery(invoicesQuery({ tab, search }));
  // Whether there is any invoice at all (the unfiltered first page, usually cached) picks the empty state's words.
  const everything = useInfiniteQuery(invoicesQuery({ tab: "all", search: "" }));
  const none = everything.data?.length === 0;
  const timeZone = user?.timezone;
  const today = todayIn(timeZone);
  // ?show=overdue (the dashboard's "Overdue" link): only billings past their due day, on top of tab and search.
  const [params, setParams] = useSearchParams();
  const overdueOnly = params.get("show") === "overdue";
  const filtered = invoices.data ? filterInvoices(invoices.data, tab, search, user?.country) : [];
  const shown = overdueOnly ? filtered.filter((i) => isOverdue(i, today)) : filtered;
  const searching = search.trim() !== "";
  // The export is the owner's and the office's (money:read); a field member never sees the button. null: nobody has
  // reached for it yet, so its code is not fetched; false: fetched on hover (a tap fetches and opens), closed.
  const canExport = useCan("money:read");
  const [exportOpen, setExportOpen] = useState<boolean | null>(null);

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {canExport && (
          <Button
            variant="secondary"
            onPointerEnter={() => setExportOpen((open) => open ?? false)}
            onClick={() => setExportOpen(true)}
          >
            <Download className="h-5 w-5" aria-hidden="true" />
            {t("export")}
          </Button>
        )}
      </div>
      {exportOpen !== null && (
        <Suspense>
          <ExportDialog open={exportOpen} onOpenChange={setExportOpen} timeZone={timeZone} />
        </Suspense>
      )}
      <SearchInput placeholder={t("search")} value={search} onChange={(e) => setSearch(e.target.value)} />
      {overdueOnly && (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 py-1 pr-1 pl-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          <span className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("overdueOnly")}
          </span>
          <Button
            variant="ghost"
            className="text-red-900 dark:text-red-100"
            onClick={() => setParams({}, { replace: true })}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t("showAll")}
          </Button>
        </div>
      )}
      <Tabs value={tab} onValueChange={(v) => isInvoiceTab(v) && setTab(v)}>
        <TabsList aria-label={t("tabs")}>
          <TabsTrigger value="all">{t("all")}</TabsTrigger>
          <TabsTrigger value="pending">{t("pending")}</TabsTrigger>
          <TabsTrigger value="approved">{t("approved")}</TabsTrigger>
          <TabsTrigger value="paid">{t("paid")}</TabsTrigger>
        </TabsList>
        {/* One panel, always the selected tab's, so the tabs' aria-controls point at it. */}
        <TabsContent value={tab} className="mt-5">
          <ListState
            query={invoices}
            noun={t("noun")}
            count={shown.length}
            label={t("title")}
            placeholder={
              <Card className="space-y-3">
                <div className="flex justify-between gap-3">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-5 w-16 rounded-full" />
                </div>
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-7 w-28" />
                <div className="flex gap-2">
                  <Skeleton className="h-11 flex-1" />
                  <Skeleton className="h-11 flex-1" />
                </div>
              </Card>
            }
            empty={() => (
              <EmptyState
                icon={<FileText className="h-10 w-10" aria-hidden="true" />}
                title={t("none")}
                hint={searching ? t("tryOther") : none ? t("first") : overdueOnly ? t("noOverdue") : t(NONE_IN[tab])}
                action={
                  searching ? (
                    <Button variant="secondary" onClick={() => setSearch("")}>
                      {t("clear")}
                    </Button>
                  ) : none ? (
                    <Link to="/progress/new" className={buttonClass("primary")}>
                      <Plus className="h-5 w-5" aria-hidden="true" />
                      {t("submit")}
                    </Link>
                  ) : undefined
                }
              />
            )}
          >
            {shown.map((invoice) => (
              <li key={invoice.id}>
                <InvoiceCard invoice={invoice} timeZone={timeZone} today={today} country={user?.country} />
              </li>
            ))}
          </ListState>
          {/* Search, tabs and the overdue filter read the pages loaded so far; more come a page at a time (ADR 0100). */}
          <LoadMore list={invoices} label={t("more")} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
