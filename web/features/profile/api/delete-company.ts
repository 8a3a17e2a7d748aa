// Deleting the company's account (POST /api/company/delete, ADR 0226): the server ends every session, so this signs the
// person out as Sign out does. It loads with the danger-zone card, never on a first load.
import { api, unwrap } from "#web/lib/api";
import { useSignOut } from "#web/lib/sign-out";

export const useDeleteCompany = () =>
  useSignOut(
    (confirm: string) => (unfenced) => unwrap(api.company.delete.$post({ json: { confirm } }, { fetch: unfenced })),
  );
