// The admin's demo accounts: one call that makes a fresh set and answers their sign-in details once.
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api";

export function useCreateDemoAccounts() {
  return useMutation({
    mutationFn: () => unwrap(api.test["create-accounts"].$post()),
  });
}
