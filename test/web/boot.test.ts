// The answers a cold screen's document arrived with (ADR 0110) go into the query cache before the first render.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { BOOT_ELEMENT_ID } from "#schema/contracts/first-screens";
import { readBoot, seedFromBoot } from "#web/app/boot";
import { subscriptionKey } from "#web/features/billing/api/subscription";
import { queryKeys } from "#web/lib/query-keys";
import { refreshAfterRestore } from "#web/lib/query-persistence";

function embed(text: string) {
  const el = document.createElement("script");
  el.type = "application/json";
  el.id = BOOT_ELEMENT_ID;
  el.textContent = text;
  document.body.append(el);
}

afterEach(() => document.getElementById(BOOT_ELEMENT_ID)?.remove());

describe("the document's first answers", () => {
  it("are read once and taken out of the page", () => {
    embed(JSON.stringify({ reads: { "/api/user": { status: 200, body: { id: 7 } } } }));
    expect(readBoot()).toEqual({ reads: { "/api/user": { status: 200, body: { id: 7 } } } });
    expect(document.getElementById(BOOT_ELEMENT_ID)).toBeNull();
    expect(readBoot()).toBeNull();
    embed("{not json");
    expect(readBoot()).toBeNull();
  });

  it("seed the user, the dashboard and the plan; a 401 user is 'signed out'; anything else is left to fetch", () => {
    const client = new QueryClient();
    const seeded = seedFromBoot(client, {
      reads: {
        "/api/user": { status: 200, body: { id: 7, fullName: "Dana" } },
        "/api/dashboard": { status: 200, body: { cashFlow: { outstanding: 1 } } },
        "/api/subscription-status": { status: 500, body: { message: "down" } },
        "/api/unknown": { status: 200, body: {} },
      },
    });
    expect(seeded).toBe(2);
    expect(client.getQueryData(["user"])).toEqual({ id: 7, fullName: "Dana" });
    expect(client.getQueryData(queryKeys.dashboard)).toEqual({ cashFlow: { outstanding: 1 } });
    expect(client.getQueryState(subscriptionKey)).toBeUndefined();

    const signedOut = new QueryClient();
    seedFromBoot(signedOut, { reads: { "/api/user": { status: 401, body: {} } } });
    expect(signedOut.getQueryData(["user"])).toBeNull();
  });

  it("are not fetched again after the device's copy is restored; older restored data is", async () => {
    const client = new QueryClient();
    const pageStartedAt = Date.now();
    client.setQueryData(["projects"], [], { updatedAt: pageStartedAt - 60_000 }); // restored from the device
    seedFromBoot(client, { reads: { "/api/user": { status: 200, body: { id: 7 } } } });
    refreshAfterRestore(client, pageStartedAt);
    expect(client.getQueryState(["projects"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["user"])?.isInvalidated).toBe(false);
  });
});
