import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import "./i18n/tamil.client";
import { stopNotingEarlyTaps } from "./lib/early-taps";
import { loadTamilTexts, tamilTextsMeta } from "./i18n/text";

// A Tamil page names the text namespaces its server render read (tamil-preloads.server.ts); their files
// are preloaded. Hydrating once they are here renders the page in one pass. Should one fail to load,
// hydration goes ahead and waits for it where it is used, as before.
const tamilTexts = document.querySelector(`meta[name="${tamilTextsMeta}"]`)?.getAttribute("content") ?? "";

void loadTamilTexts(tamilTexts.split(" ").filter(Boolean))
  .catch(() => {})
  .finally(() => {
    stopNotingEarlyTaps();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
