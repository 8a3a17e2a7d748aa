// Browser entry.
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { readBoot } from "./app/boot";
import { Providers } from "./app/providers";
import { AppRoutes, preloadRoute } from "./app/route-elements";
import { appRoutes } from "./app/router";
import { setAppLanguage } from "./lib/app-language";
import { wordsArriving } from "./lib/words";
import "./styles.css";

/** How long a cold start waits for its screen's code before drawing the loading state instead. */
const FIRST_SCREEN_WAIT_MS = 1500;

const boot = readBoot();
// The signed-in person's language, from the answers the document arrived with, before any screen's code loads.
setAppLanguage((boot?.reads["/api/user"]?.body as { language?: unknown } | undefined)?.language);
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
// A Spanish reader's first screen waits for its words too (lib/words.ts), so it draws once, in Spanish.
void Promise.race([
  preloadRoute(appRoutes, location.pathname).then(wordsArriving),
  new Promise((wait) => setTimeout(wait, FIRST_SCREEN_WAIT_MS)),
]).then(render);
