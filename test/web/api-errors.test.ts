// The spec's error rule on the typed client: "status: text" as the error, the server's JSON message for toasts,
// and each toast's own fallback when the answer carries no message (a proxy's plain "Internal Server Error").
import type { ClientResponse } from "hono/client";
import { describe, expect, it } from "vitest";
import { ApiError, errorMessage, hasErrorCode, unwrap } from "#web/lib/api";

// A plain Response stands in for the typed client's answer: unwrap reads only what both have.
const answer = (body: string, status: number, statusText = "") =>
  Promise.resolve(new Response(body, { status, statusText }) as unknown as ClientResponse<unknown, number, "json">);

const failure = async (call: Promise<unknown>) => {
  try {
    await call;
  } catch (err) {
    return err as ApiError;
  }
  throw new Error("expected a failure");
};

describe("unwrap and errorMessage", () => {
  it("carries the server's JSON message", async () => {
    const err = await failure(unwrap(answer(JSON.stringify({ message: "Template not found" }), 404)));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe("404: Template not found");
    expect(errorMessage(err, "An error occurred while sending the nudge.")).toBe("Template not found");
  });

  it("falls back to the toast's own text when the answer has no message", async () => {
    const err = await failure(unwrap(answer("Internal Server Error", 500, "Internal Server Error")));
    expect(err.message).toBe("500: Internal Server Error");
    expect(err.serverMessage).toBe("");
    expect(errorMessage(err, "An error occurred while sending the nudge.")).toBe(
      "An error occurred while sending the nudge.",
    );
    const empty = await failure(unwrap(answer("{}", 502, "Bad Gateway")));
    expect(empty.message).toBe("502: {}");
    expect(errorMessage(empty, "Fallback")).toBe("Fallback");
  });

  it("keeps the message rule and adds the shared error code, which the web branches on", async () => {
    const body = { message: "Please confirm it's you", code: "REAUTH_REQUIRED" };
    const err = await failure(unwrap(answer(JSON.stringify(body), 403)));
    expect(err.message).toBe("403: Please confirm it's you");
    expect(err.code).toBe("REAUTH_REQUIRED");
    expect(hasErrorCode(err, "REAUTH_REQUIRED")).toBe(true);
    expect(hasErrorCode(err, "FORBIDDEN", "LIMIT_REACHED")).toBe(false);
    // A code the client does not know is dropped rather than trusted.
    const odd = await failure(unwrap(answer(JSON.stringify({ message: "x", code: "TEAPOT" }), 418)));
    expect(odd.code).toBeUndefined();
  });
});
