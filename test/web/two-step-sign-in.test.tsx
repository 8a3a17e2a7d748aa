// Two-step sign-in, as a person meets it (issue 38): the passkey autofill request is aborted when the form swaps to
// the code step (no raw WebAuthn error as "Login failed"), and TOTP setup shows a QR code, the key in groups of 4
// with Copy, and recovery codes with Copy and Download (.txt).
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "#web/features/auth/components/login-form";
import {
  groupKey,
  RECOVERY_CODES_FILE,
  RecoveryCodes,
  recoveryCodesText,
  TotpKey,
} from "#web/features/profile/components/two-factor-setup";
import { useSecurityWords } from "#web/features/profile/security-words";
import { json, renderPage, stubApi } from "./render";

const autofill = vi.hoisted(() => ({ signals: [] as AbortSignal[] }));

// The WebAuthn module, as the browser behaves: a conditional request waits until it is aborted, and then the
// browser's error is raw (not an AbortError), which is what reached the "Login failed" toast before.
vi.mock("#web/features/auth/api/passkey-login", () => ({
  supported: () => true,
  signInWithPasskey: (_autofill: boolean, signal?: AbortSignal) => {
    if (signal) autofill.signals.push(signal);
    return new Promise((_resolve, reject) => {
      signal?.addEventListener("abort", () =>
        reject(new Error("The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/")),
      );
    });
  },
}));

beforeEach(() => {
  vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
});
// userEvent.setup() puts its own clipboard on navigator; what Copy wrote is read back from it.
const copied = () => navigator.clipboard.readText();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  autofill.signals.length = 0;
});

describe("the code step of a two-step sign-in", () => {
  it("aborts the passkey autofill request when the form swaps, and shows no Login failed toast", async () => {
    stubApi({ "POST /api/login": json({ secondFactorRequired: true, ticket: "t-1" }) });
    renderPage(<LoginForm onRegister={() => {}} />, { path: "/auth" });
    const user = userEvent.setup();
    // The first key press is the first intent: the autofill request starts.
    await user.type(screen.getByLabelText("Username"), "riley");
    await waitFor(() => expect(autofill.signals).toHaveLength(1));
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByLabelText(/code/i)).toBeTruthy();
    expect(autofill.signals[0]!.aborted).toBe(true);
    // Give the rejected request its turn: it must not surface.
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText("Login failed")).toBeNull();
  });
});

describe("TOTP setup", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DP";
  const uri = `otpauth://totp/PayStage:riley?secret=${secret}&issuer=PayStage`;

  it("shows the otpauth:// QR code, the key in groups of 4, and copies the key as the app wants it", async () => {
    renderPage(<TotpKey secret={secret} uri={uri} />);
    const qr = await screen.findByRole("img", { name: "QR code for your authenticator app" });
    // A real QR code: a square of modules (version 3+ for this URI), drawn as one path.
    expect(qr.getAttribute("viewBox")).toMatch(/^-4 -4 (\d+) \1$/);
    expect(qr.querySelector("path")!.getAttribute("d")!.length).toBeGreaterThan(100);
    expect(screen.getByTestId("totp-key").textContent).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP");
    expect(groupKey("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
    expect(screen.getByRole("link", { name: "open it in the app" }).getAttribute("href")).toBe(uri);

    await userEvent.setup().click(screen.getByRole("button", { name: "Copy key" }));
    await waitFor(async () => expect(await copied()).toBe(secret));
  });

  it("recovery codes can be copied and downloaded as a .txt file", async () => {
    const codes = ["a1b2-c3d4", "e5f6-g7h8", "i9j0-k1l2"];
    const onDone = vi.fn();
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:codes";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage(<RecoveryCodes codes={codes} onDone={onDone} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(async () => expect(await copied()).toBe(codes.join("\n")));

    await user.click(screen.getByRole("button", { name: "Download (.txt)" }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe(RECOVERY_CODES_FILE);
    expect(RECOVERY_CODES_FILE.endsWith(".txt")).toBe(true);
    expect(blobs[0]!.type).toBe("text/plain");
    // The file's words are as they were before the catalogue held them.
    expect(await blobs[0]!.text()).toBe(
      `PayStage recovery codes\nEach code signs you in once if you lose your authenticator app.\n\n${codes.join("\n")}\n`,
    );
    for (const code of codes) expect(recoveryCodesText(useSecurityWords.english, codes)).toContain(`\n${code}\n`);

    fireEvent.click(screen.getByRole("button", { name: "I've saved them" }));
    expect(onDone).toHaveBeenCalled();
  });
});
