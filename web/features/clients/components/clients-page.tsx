// /clients: the contractor's clients with search, the Add client and Edit client dialogs.
import { useInfiniteQuery } from "@tanstack/react-query";
import { Pencil, Plus, Users } from "lucide-react";
import { lazy, useState } from "react";
import { ArchivedDisclosure } from "#web/components/ui/archived-disclosure";
import { Button } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { ContactBlock } from "#web/components/ui/contact-block";
import { EmptyState } from "#web/components/ui/empty-state";
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import { ListState } from "#web/components/ui/list-state";
import { LoadMore } from "#web/components/ui/load-more";
import { SearchInput } from "#web/components/ui/search-input";
import { useCan } from "#web/lib/permissions";
import { type Client, clientsQuery, matchesClient } from "../api/clients";
import { useClientsWords } from "../words";

// Below the list and closed: its code loads after the page's own.
const ArchivedClients = lazy(() => import("./archived-clients"));
const ClientFormDialog = lazyDialog(() => import("./client-form-dialog").then((m) => m.ClientFormDialog));

export default function ClientsPage() {
  const list = useInfiniteQuery(clientsQuery);
  const [search, setSearch] = useState("");
  const [dialog, setDialog] = useState<{ open: boolean; client: Client | null }>({ open: false, client: null });
  const shown = list.data?.filter((c) => matchesClient(c, search)) ?? [];
  const openAdd = () => setDialog({ open: true, client: null });
  // Adding and editing clients is the owner's and the office's; field members only read them.
  const writesClients = useCan("records:write");
  const t = useClientsWords();
  // Archiving is the owner's and the office's, and so is bringing back.
  const restoresClients = useCan("records:delete");

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {writesClients && (
          <Button onClick={openAdd}>
            <Plus className="h-5 w-5" aria-hidden="true" />
            {t("add")}
          </Button>
        )}
      </div>
      <SearchInput placeholder={t("search")} value={search} onChange={(e) => setSearch(e.target.value)} />

      <ListState
        query={list}
        noun={t("noun")}
        count={shown.length}
        placeholder={
          <Card className="flex items-center gap-3">
            <Skeleton className="h-12 w-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </Card>
        }
        empty={() => (
          <EmptyState
            icon={<Users className="h-10 w-10" aria-hidden="true" />}
            title={t("none")}
            hint={search.trim() ? t("tryOther") : t("first")}
            action={
              search.trim() ? (
                <Button variant="secondary" onClick={() => setSearch("")}>
                  {t("clear")}
                </Button>
              ) : writesClients ? (
                <Button onClick={openAdd}>
                  <Plus className="h-5 w-5" aria-hidden="true" />
                  {t("add")}
                </Button>
              ) : undefined
            }
          />
        )}
      >
        {shown.map((client) => (
          <li key={client.id}>
            <ClientCard client={client} onEdit={writesClients ? () => setDialog({ open: true, client }) : undefined} />
          </li>
        ))}
      </ListState>
      {/* Search reads the pages loaded so far; more come a page at a time (ADR 0100). */}
      <LoadMore list={list} label={t("more")} />
      {restoresClients && (
        <ArchivedDisclosure label={t("archived")}>{(label) => <ArchivedClients label={label} />}</ArchivedDisclosure>
      )}

      <ClientFormDialog
        open={dialog.open}
        client={dialog.client}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </div>
  );
}

/** `onEdit` is absent when the role may not edit clients. */
function ClientCard({ client, onEdit }: { client: Client; onEdit?: () => void }) {
  const t = useClientsWords();
  return (
    <Card className="flex items-start gap-3">
      <ContactBlock contact={client} heading="h2" />
      {onEdit && (
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t("edit", { name: client.name })}>
          <Pencil className="h-5 w-5" aria-hidden="true" />
        </Button>
      )}
    </Card>
  );
}
