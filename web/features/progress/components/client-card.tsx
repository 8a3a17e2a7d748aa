// The client information card: who approves and pays, with tap-to-call and tap-to-email.
import { Mail, Phone } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { initials } from "../../../lib/format";

type Client = { name: string; companyName: string; email: string; phone: string | null };

export function ClientCard({ client }: { client: Client }) {
  return (
    <Card>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Client</h2>
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
        >
          {initials(client.name)}
        </div>
        <div className="min-w-0">
          <p className="font-semibold">{client.name}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{client.companyName}</p>
          <a href={`mailto:${client.email}`} className="mt-1 flex min-h-9 items-center gap-1.5 text-sm text-brand-700 hover:underline dark:text-brand-100">
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{client.email}</span>
          </a>
          {client.phone && (
            <a href={`tel:${client.phone}`} className="flex min-h-9 items-center gap-1.5 text-sm text-brand-700 hover:underline dark:text-brand-100">
              <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
              {client.phone}
            </a>
          )}
        </div>
      </div>
    </Card>
  );
}
