// Browser scripts for the Worker-rendered marketing pages (ADR 0005). Each part wakes up only where its markup is,
// and every page works without them: these only make the calculator live and let the forms send in place.
import { type SlowPaymentCost, slowPaymentCost } from "#schema/contracts/roi";
import { formatCount, formatWholeDollars } from "#schema/rules/money";

const $ = <T extends Element>(root: ParentNode, selector: string) => root.querySelector<T>(selector);

function calculator(root: HTMLElement) {
  const billings = $<HTMLInputElement>(root, "#calc-billings");
  const days = $<HTMLInputElement>(root, "#calc-days");
  const form = $<HTMLFormElement>(root, "form");
  if (!billings || !days || !form) return;
  const outputs = root.querySelectorAll<HTMLElement>("[data-calc]");
  const update = () => {
    const cost = slowPaymentCost(billings.valueAsNumber, days.valueAsNumber);
    for (const el of outputs) {
      const key = el.dataset.calc as keyof SlowPaymentCost;
      el.textContent = key === "hoursChasing" ? formatCount(cost.hoursChasing) : formatWholeDollars(cost[key]);
    }
  };
  form.addEventListener("input", update);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    update();
  });
  update();
}

type ApiError = { message?: string; errors?: Record<string, string> };

async function postJson(url: string, data: unknown): Promise<{ ok: boolean; status: number; body: ApiError | null }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(data),
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => null)) as ApiError | null;
  return { ok: res.ok, status: res.status, body };
}

function supportForm(root: HTMLElement) {
  const view = $<HTMLElement>(root, "[data-support-form]");
  const success = $<HTMLElement>(root, "[data-support-success]");
  const form = $<HTMLFormElement>(root, "form");
  const button = form && $<HTMLButtonElement>(form, "button[type=submit]");
  const alert = $<HTMLElement>(root, "[data-support-alert]");
  const alertText = $<HTMLElement>(root, "[data-support-alert-text]");
  if (!view || !success || !form || !button || !alert || !alertText) return;
  const label = button.textContent ?? "";
  const fallback = root.dataset.fallback ?? "";

  const fieldError = (name: string, message: string | undefined) => {
    const input = form.elements.namedItem(name) as HTMLInputElement | null;
    const error = $<HTMLElement>(form, `[data-error-for="${name}"]`);
    if (!input || !error) return;
    error.textContent = message ?? "";
    error.hidden = !message;
    if (message) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };
  const fields = ["name", "email", "subject", "message"];
  const showAlert = (message: string) => {
    alertText.textContent = message;
    alert.hidden = false;
  };

  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (button.disabled) return;
    alert.hidden = true;
    for (const f of fields) fieldError(f, undefined);
    button.disabled = true;
    button.textContent = button.dataset.sending ?? label;
    try {
      const data = Object.fromEntries(fields.map((f) => [f, (form.elements.namedItem(f) as HTMLInputElement).value]));
      const { ok, status, body } = await postJson("/api/support", data);
      if (ok) {
        form.reset();
        view.hidden = true;
        success.hidden = false;
        success.focus();
      } else if (status === 400 && body?.errors) {
        for (const f of fields) fieldError(f, body.errors[f]);
        const first = fields.find((f) => body.errors?.[f]);
        if (first) (form.elements.namedItem(first) as HTMLElement).focus();
      } else {
        showAlert(body?.message || fallback);
      }
    } catch {
      // No signal or the server could not be reached: nothing was sent, and what was typed stays in the form.
      showAlert(fallback);
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });

  $(success, "[data-support-again]")?.addEventListener("click", (e) => {
    e.preventDefault();
    success.hidden = true;
    view.hidden = false;
    (form.elements.namedItem("name") as HTMLElement).focus();
  });
}

function subscribeForm(form: HTMLFormElement) {
  const input = $<HTMLInputElement>(form, "input[name=email]");
  const status = $<HTMLElement>(form, "[role=status]");
  const button = $<HTMLButtonElement>(form, "button[type=submit]");
  if (!input || !status || !button) return;
  const say = (text: string, isError: boolean) => {
    status.textContent = text;
    status.classList.toggle("error", isError);
    if (isError) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  };
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    try {
      const { ok, status, body } = await postJson("/api/support/newsletter", { email: input.value });
      if (ok) {
        form.reset();
        say(form.dataset.thanks ?? "", false);
      } else {
        // The page's own words for a bad address (the API answers in English); anything else as the API says it.
        say((status === 400 && form.dataset.invalid) || body?.message || (form.dataset.failed ?? ""), true);
      }
    } catch {
      say(form.dataset.failed ?? "", true);
    } finally {
      button.disabled = false;
    }
  });
}

/** A link straight to one question (/faq#q-free-trial) opens it. */
function openLinkedQuestion() {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target instanceof HTMLDetailsElement) target.open = true;
}

/** The phone menu closes on Escape or a tap outside it, like every other menu. */
function menu(details: HTMLDetailsElement) {
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && details.open) {
      details.open = false;
      $<HTMLElement>(details, "summary")?.focus();
    }
  });
  document.addEventListener("click", (e) => {
    if (details.open && !details.contains(e.target as Node)) details.open = false;
  });
  window.addEventListener("hashchange", () => {
    details.open = false;
  });
}

for (const el of document.querySelectorAll<HTMLElement>("[data-island]")) {
  if (el.dataset.island === "calculator") calculator(el);
  else if (el.dataset.island === "support") supportForm(el);
  else if (el.dataset.island === "subscribe" && el instanceof HTMLFormElement) subscribeForm(el);
}
for (const el of document.querySelectorAll<HTMLDetailsElement>("details.menu")) menu(el);
openLinkedQuestion();
window.addEventListener("hashchange", openLinkedQuestion);
