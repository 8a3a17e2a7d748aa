// A Spanish screen that waits for its words (issue 34, ADR 0195): it suspends once while the part's Spanish arrives,
// then draws in Spanish, without React's "called use() to suspend ... did not call use() when it finished" warning
// (a hook must call `use` on every render once it has suspended on it), and a part whose Spanish already arrived
// draws at once, without suspending at all.
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { useSaid } from "#web/lib/said";
import { defineWords, wordsArriving } from "#web/lib/words";

beforeAll(() => setAppLanguage("es"));
afterAll(() => setAppLanguage("en"));

const conditionalUse = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter((args) =>
    args.some((a) => String(a instanceof Error ? a.message : a).includes("use() to suspend")),
  );

describe("words in Spanish, suspending", () => {
  it("suspends once for a part's Spanish, then draws it with no conditional-use warning", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let arrive!: (m: { hello: string }) => void;
    const useHello = defineWords({ hello: "Hello" } as const, () => new Promise((r) => (arrive = r)));
    function Hello() {
      const t = useHello();
      return <p>{t("hello")}</p>;
    }
    // Rendered inside act, so React hears the promise settle (a sync render's suspension is never retried here).
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Hello />
        </Suspense>,
      );
    });
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => {
      arrive({ hello: "Hola" });
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText("Hola")).toBeTruthy();
    expect(conditionalUse(errors)).toEqual([]);
    errors.mockRestore();
  });

  it("suspends without a conditional-use warning when the Spanish arrives within the render's own pause", async () => {
    // A part defined while the person read English (its Spanish not started), shown once they switch to Spanish: its
    // chunk comes at once, and React replays the suspended component before showing any fallback.
    setAppLanguage("en");
    const useQuick = defineWords({ quick: "Quick" } as const, () => Promise.resolve({ quick: "Rápido" }));
    setAppLanguage("es");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    function Quick() {
      return <p>{useQuick()("quick")}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting for quick</p>}>
          <Quick />
        </Suspense>,
      );
    });
    expect(await screen.findByText("Rápido")).toBeTruthy();
    expect(conditionalUse(errors)).toEqual([]);
    errors.mockRestore();
  });

  it("draws at once, with no fallback, once the part's Spanish has arrived", async () => {
    const useBye = defineWords({ bye: "Bye" } as const, async () => ({ bye: "Adiós" }));
    // Loading starts when the part's module runs (defineWords); here, as main.tsx waits for it.
    await new Promise((r) => setTimeout(r, 0));
    function Bye() {
      return <p>{useBye()("bye")}</p>;
    }
    render(
      <Suspense fallback={<p>waiting for bye</p>}>
        <Bye />
      </Suspense>,
    );
    expect(screen.queryByText("waiting for bye")).toBeNull();
    // The loads settle as fulfilled (a load resolving to itself would reject, and the first draw would never come).
    await expect(wordsArriving()).resolves.toBeDefined();
    expect(screen.getByText("Adiós")).toBeTruthy();
  });

  it("shows a server's sentence in Spanish after its lookup arrives, with no conditional-use warning", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    function Said() {
      const said = useSaid(true);
      return <p>{said("Username is required")}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>looking up</p>}>
          <Said />
        </Suspense>,
      );
    });
    // The lookup is a chunk of its own: a busy machine may take a moment to bring it.
    expect(await screen.findByText("El usuario es obligatorio")).toBeTruthy();
    expect(conditionalUse(errors)).toEqual([]);
    errors.mockRestore();
  });
});

/** A catalogue as the build ships English (scripts/build/words-as-values.ts): its keys, and a loader of its messages. */
function shipped<C extends Record<string, string>>(catalogue: C, load: () => Promise<readonly string[]>) {
  return Object.assign(Object.keys(catalogue), { load }) as unknown as C;
}

describe("words as the build ships them (ADR 0244)", () => {
  it("an English reader waits for the part's English messages, then draws them, with no conditional-use warning", async () => {
    setAppLanguage("en");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const spanish = vi.fn(async () => ["Hola", "{count, plural, one {# foto} other {# fotos}}"]);
    let arrive!: (values: readonly string[]) => void;
    const useShipped = defineWords(
      shipped(
        { hello: "Hello", photos: "{count, plural, one {# photo} other {# photos}}" } as const,
        () => new Promise((r) => (arrive = r)),
      ),
      spanish as never,
    );
    function Hello() {
      const t = useShipped();
      return <p>{`${t("hello")} · ${t("photos", { count: 2 })}`}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting for English</p>}>
          <Hello />
        </Suspense>,
      );
    });
    expect(screen.getByText("waiting for English")).toBeTruthy();
    await act(async () => {
      arrive(["Hello", "{count, plural, one {# photo} other {# photos}}"]);
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText("Hello · 2 photos")).toBeTruthy();
    // An English reader never fetches the Spanish.
    expect(spanish).not.toHaveBeenCalled();
    expect(conditionalUse(errors)).toEqual([]);
    errors.mockRestore();
    setAppLanguage("es");
  });

  it("a Spanish reader pairs the Spanish messages with the keys and never fetches English", async () => {
    const english = vi.fn(async () => ["Goodbye"]);
    const useShipped = defineWords(shipped({ bye: "" }, english), async () => ["Adiós"] as never);
    await wordsArriving();
    function Bye() {
      return <p>{useShipped()("bye")}</p>;
    }
    render(<Bye />);
    expect(screen.getByText("Adiós")).toBeTruthy();
    expect(english).not.toHaveBeenCalled();
  });

  it("a Spanish reader whose Spanish cannot load reads the English messages instead", async () => {
    const useShipped = defineWords(
      shipped({ later: "" }, async () => ["Later"]),
      () => Promise.reject(new Error("offline")),
    );
    await wordsArriving();
    function Later() {
      return <p>{useShipped()("later")}</p>;
    }
    render(
      <Suspense fallback={<p>waiting for later</p>}>
        <Later />
      </Suspense>,
    );
    expect(await screen.findByText("Later")).toBeTruthy();
  });
});
