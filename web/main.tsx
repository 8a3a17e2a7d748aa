// Browser entry.
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { readBoot } from "./app/boot";
import { Providers } from "./app/providers";
import { AppRoutes, preloadRoute } from "./app/route-elements";
import { appRoutes } from "./app/router";
import "./styles.css";

/** How long a cold start waits for its screen's code before drawing the loading state instead. */
const FIRST_SCREEN_WAIT_MS = 1500;

const boot = readBoot();
const root = createRoot(document.getElementById("root")!);
const render = () =>
  // A transition: React renders the first screen in slices, so the phone stays responsive while it does (ADR 0110).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Providers boot={boot}>
            <AppRoutes routes={appRoutes} />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    ),
  );

// The screen's code is on its way (the document preloads it): draw once, with it, rather than a spinner first.
void Promise.race([
  preloadRoute(appRoutes, location.pathname),
  new Promise((wait) => setTimeout(wait, FIRST_SCREEN_WAIT_MS)),
]).then(render);
