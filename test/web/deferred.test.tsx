// Deferred: a press on the placeholder marks it at once (so the achievement dialog waits), and the widget that
// arrives after a dialog came to the front does not open over it.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { describe, expect, it } from "vitest";
import { Deferred } from "#web/components/ui/deferred";

function setup() {
  let arrive: () => void = () => {};
  const Widget = lazy(
    () =>
      new Promise<{ default: (p: { open: boolean }) => React.ReactNode }>((resolve) => {
        arrive = () => resolve({ default: ({ open }) => <p>{open ? "menu open" : "menu closed"}</p> });
      }),
  );
  render(
    <Deferred placeholder={(intent) => <button {...intent}>Account menu</button>}>
      {(openNow) => <Widget open={openNow} />}
    </Deferred>,
  );
  return { arrive: () => act(async () => arrive()) };
}

describe("Deferred", () => {
  it("marks a pressed placeholder at once, while the widget is still loading, then opens it", async () => {
    const { arrive } = setup();
    const button = screen.getByRole("button", { name: "Account menu" });
    expect(button.hasAttribute("data-dialog-pending")).toBe(false);
    fireEvent.pointerDown(button);
    expect(screen.getByRole("button", { name: "Account menu" }).hasAttribute("data-dialog-pending")).toBe(true);
    await arrive();
    expect(await screen.findByText("menu open")).toBeTruthy();
  });

  it("does not open over a dialog that came to the front while it loaded", async () => {
    const { arrive } = setup();
    fireEvent.pointerDown(screen.getByRole("button", { name: "Account menu" }));
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    document.body.append(dialog);
    await arrive();
    expect(await screen.findByText("menu closed")).toBeTruthy();
    dialog.remove();
  });
});
