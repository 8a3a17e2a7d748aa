// The current user (null when signed out), shared by every screen: the session query and signing a user into the
// cache (signing out is lib/sign-out.ts, loaded with the menus that offer it). Features read the user from here
// (features do not import each other); auth adds the sign-in forms.
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { api, hasErrorCode, unwrap } from "./api";

export const userQuery = queryOptions({
  queryKey: ["user"],
  queryFn: async () => {
    try {
      return await unwrap(api.user.$get());
    } catch (err) {
      // The spec: a 401 on the current-user call means "not signed in".
      if (hasErrorCode(err, "UNAUTHORIZED")) return null;
      // Removed by the owner: signed out too, and the sign-in page says why (ADR 0145).
      if (hasErrorCode(err, "MEMBER_REMOVED")) {
        keepSignedOutNotice(err.serverMessage);
        return null;
      }
      throw err;
    }
  },
  // The one read asked again whenever the app comes back to the front ("always": reads never go stale here): a
  // removal or a role change shows before the next tap on what the device kept (the other reads keep the spec's
  // no-refetch rule).
  refetchOnWindowFocus: "always",
});

const NOTICE_KEY = "ps-signed-out-notice";

export function keepSignedOutNotice(message: string) {
  try {
    sessionStorage.setItem(NOTICE_KEY, message);
  } catch {
    // Storage disabled: the sign-in page shows without the reason.
  }
}

/** Why this tab was signed out (a removal), or null. The sign-in page reads it, then forgets it. */
export function signedOutNotice(): string | null {
  try {
    return sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

export function forgetSignedOutNotice() {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing was kept.
  }
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof userQuery.queryFn & {}>>>;

/** Puts the signed-in user in the cache, with nothing of anyone before. */
export function useSignedIn() {
  const qc = useQueryClient();
  return (user: CurrentUser) => {
    qc.clear();
    qc.setQueryData(userQuery.queryKey, user);
  };
}
