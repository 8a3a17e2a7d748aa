// The client's approval page island (ADR 0090): the Worker renders everything a person reads; this adds what needs a
// script. Signing and Approve, the reject form without a page load, the photo dialog, and copying the reference.
// No framework: the page's first-load JavaScript stays under 40 KB gzip.
import SignaturePad from "signature_pad";
import {
  MAX_SIGNER_NAME,
  SIGNATURE_REQUIRED,
  SIGNER_NAME_REQUIRED,
  SIGNER_NAME_TOO_LONG,
  APPROVAL_TEXTS as T,
} from "#schema/contracts/approval-texts";
import type { IslandWords } from "#schema/i18n/client/island-words";
import { ApiError, api, errorMessage, unwrap } from "../lib/api";
import { attachSignaturePad } from "../lib/signature-pad";

/** The spec's approval redirect delay. */
const REDIRECT_MS = 1500;
/** The spec's copied-indicator time. */
const COPIED_MS = 2000;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

function show(el: HTMLElement | null, text: string) {
  if (!el) return;
  el.textContent = text;
  el.hidden = text === "";
}

/**
 * What the island says: English as the spec writes it, or the client's language when the Worker wrote its words into
 * the form (ADR 0175).
 */
function wordsOf(form: HTMLFormElement): IslandWords {
  const company = form.dataset.company ?? "";
  const english: IslandWords = {
    signatureRequired: SIGNATURE_REQUIRED,
    signerNameRequired: SIGNER_NAME_REQUIRED,
    signerNameTooLong: SIGNER_NAME_TOO_LONG,
    approve: T.approve,
    approving: T.approving,
    approved: T.approved,
    approvalFailed: T.approvalFailed,
    rejectSubmit: T.rejectSubmit,
    rejecting: T.rejecting,
    rejected: T.rejected,
    rejectionFailed: T.rejectionFailed,
    linkBusy: T.linkBusy,
    notified: `${T.notified(company)} One moment...`,
  };
  try {
    return { ...english, ...(form.dataset.words ? (JSON.parse(form.dataset.words) as Partial<IslandWords>) : {}) };
  } catch {
    return english;
  }
}

/** After a decision: say so where a screen reader hears it, then /thank-you after the spec's 1.5 s. */
function decided(status: string, notified: string) {
  show(byId("decision-status"), `${status}. ${notified}`);
  setTimeout(() => location.assign("/thank-you"), REDIRECT_MS);
}

/**
 * What a refused decision shows. A 503 (the contractor's data moving between databases, ADR 0234) is the client's own
 * "try again in a minute", and nothing is lost: the signature stays on the pad. Otherwise the failure and its reason.
 */
const failureText = (failed: string, busy: string, err: unknown) =>
  err instanceof ApiError && err.code === "UPSTREAM_UNAVAILABLE" ? busy : `${failed}: ${errorMessage(err)}`;

/** Decided by someone else meanwhile (409 ALREADY_DECIDED): the reloaded page shows that decision read-only. */
function decidedElsewhere(err: unknown) {
  if (!(err instanceof ApiError) || err.status !== 409 || err.code !== "ALREADY_DECIDED") return false;
  setTimeout(() => location.reload(), REDIRECT_MS);
  return true;
}

function setUpDecision(form: HTMLFormElement) {
  const token = form.dataset.token ?? "";
  const contentHash = form.dataset.contentHash;
  const W = wordsOf(form);
  const canvas = byId<HTMLCanvasElement>("signature");
  const approve = byId<HTMLButtonElement>("approve");
  const clear = byId<HTMLButtonElement>("clear-signature");
  const name = byId<HTMLInputElement>("signer-name");
  const needsSignature = byId("approve-needs-signature");
  const signatureError = byId("signature-error");
  const nameError = byId("signer-name-error");
  const failure = byId("decision-error");
  if (!canvas || !approve || !clear || !name) return;

  let busy = false;
  const sync = (empty: boolean) => {
    approve.disabled = busy || empty;
    clear.disabled = busy || empty;
    if (needsSignature) needsSignature.hidden = !empty;
    if (!empty) show(signatureError, "");
  };
  const { pad } = attachSignaturePad(canvas, SignaturePad, sync);
  const needsScript = byId("needs-script");
  if (needsScript) needsScript.hidden = true;
  clear.addEventListener("click", () => {
    pad.clear();
    sync(true);
  });

  const lock = (on: boolean) => {
    busy = on;
    if (on) pad.off();
    else pad.on();
    name.disabled = on;
    for (const button of document.querySelectorAll<HTMLButtonElement>("#approve-form button, #reject-form button"))
      button.disabled = on;
    if (!on) sync(pad.isEmpty());
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    show(failure, "");
    if (pad.isEmpty()) return show(signatureError, W.signatureRequired);
    const signerName = name.value.trim();
    const nameProblem = !signerName
      ? W.signerNameRequired
      : signerName.length > MAX_SIGNER_NAME
        ? W.signerNameTooLong
        : "";
    show(nameError, nameProblem);
    name.setAttribute("aria-invalid", String(Boolean(nameProblem)));
    if (nameProblem) return name.focus();
    lock(true);
    approve.textContent = W.approving;
    try {
      await unwrap(
        api.a[":token"].approve.$post({
          param: { token },
          json: { signature: pad.toDataURL("image/png"), signerName, contentHash },
        }),
      );
      approve.textContent = W.approve;
      decided(W.approved, W.notified);
    } catch (err) {
      approve.textContent = W.approve;
      show(failure, failureText(W.approvalFailed, W.linkBusy, err));
      if (!decidedElsewhere(err)) lock(false);
    }
  });

  // Reject posts as a plain form without a script; with one it stays on the page like Approve does.
  const rejectForm = byId<HTMLFormElement>("reject-form");
  const rejectDialog = byId("reject-dialog");
  rejectForm?.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    const reason = (rejectForm.elements.namedItem("reason") as HTMLTextAreaElement | null)?.value.trim() ?? "";
    const submit = rejectForm.querySelector<HTMLButtonElement>("button[type=submit]");
    lock(true);
    if (submit) submit.textContent = W.rejecting;
    try {
      await unwrap(api.a[":token"].reject.$post({ param: { token }, json: { reason: reason || null, contentHash } }));
      if (rejectDialog?.matches(":popover-open")) rejectDialog.hidePopover();
      decided(W.rejected, W.notified);
    } catch (err) {
      if (rejectDialog?.matches(":popover-open")) rejectDialog.hidePopover();
      show(failure, failureText(W.rejectionFailed, W.linkBusy, err));
      if (!decidedElsewhere(err)) lock(false);
    } finally {
      if (submit) submit.textContent = W.rejectSubmit;
    }
  });
}

/** A tap on a thumbnail opens the full photo in a dialog; without a script the same link opens the image itself. */
function setUpPhotos() {
  const links = document.querySelectorAll<HTMLAnchorElement>("a[data-photo]");
  if (links.length === 0 || typeof HTMLDialogElement !== "function") return;
  const dialog = document.createElement("dialog");
  dialog.className = "sheet lightbox";
  dialog.setAttribute("aria-labelledby", "lightbox-title");
  dialog.innerHTML =
    '<div class="row"><h2 id="lightbox-title"></h2><button type="button" class="btn btn-secondary btn-small">Close</button></div><img alt="">';
  document.body.append(dialog);
  const title = dialog.querySelector("h2")!;
  const image = dialog.querySelector("img")!;
  dialog.querySelector("button")!.addEventListener("click", () => dialog.close());
  // A tap on the dimmed backdrop (the dialog itself, outside its content) closes it too.
  dialog.addEventListener("click", (event) => event.target === dialog && dialog.close());
  links.forEach((link, index) => {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const caption = link.dataset.caption;
      title.textContent = caption || T.photoTitle(index, links.length);
      image.alt = caption || T.photoAlt(index);
      image.src = link.href;
      dialog.showModal();
    });
  });
}

function setUpCopyReference() {
  const button = byId<HTMLButtonElement>("copy-reference");
  const reference = byId("payment-reference")?.textContent?.trim();
  if (!button || !reference || !navigator.clipboard) return;
  button.hidden = false;
  // The page writes the button's words in the client's language (link-page/payment-options.tsx); the island has none.
  const copy = button.textContent ?? "";
  const label = button.getAttribute("aria-label") ?? "";
  const {
    copied = "Copied",
    copiedLabel = "Reference copied",
    copyByHand = "Select and copy it by hand",
  } = button.dataset;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(reference);
      button.textContent = copied;
      button.setAttribute("aria-label", copiedLabel);
    } catch {
      button.textContent = copyByHand;
      button.removeAttribute("aria-label");
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      button.textContent = copy;
      button.setAttribute("aria-label", label);
    }, COPIED_MS);
  });
}

const approveForm = byId<HTMLFormElement>("approve-form");
if (approveForm) setUpDecision(approveForm);
setUpPhotos();
setUpCopyReference();
