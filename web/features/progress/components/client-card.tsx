import { Card } from "#web/components/ui/card";
import { type Contact, ContactBlock } from "#web/components/ui/contact-block";
import { useStatusWords } from "../words/status";

export function ClientCard({ client }: { client: Contact }) {
  const t = useStatusWords();
  return (
    <Card>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {t("client")}
      </h2>
      <ContactBlock contact={client} />
    </Card>
  );
}
