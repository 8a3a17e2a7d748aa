// Whether the company is a registered Peppol sender, and registering it (GET/POST /api/peppol/registration, ADR 0204).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api";

const peppolRegistrationQuery = {
  queryKey: ["peppol-registration"] as const,
  queryFn: () => unwrap(api.peppol.registration.$get()),
};

export const usePeppolRegistration = () => useQuery(peppolRegistrationQuery);

export function useRegisterPeppolSender() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.peppol.registration.$post()),
    onSuccess: (saved) => qc.setQueryData(peppolRegistrationQuery.queryKey, saved),
  });
}
