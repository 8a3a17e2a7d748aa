import { Card } from "#web/components/ui/card";
import { ContactBlock } from "#web/components/ui/contact-block";

type Client = { name: string; companyName: string; email: string; phone: string | null };

export function ClientCard({ client }: { client: Client }) {
  return (
    <Card>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Client</h2>
      <ContactBlock contact={client} />
    </Card>
  );
}
