import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { TIME_ZONE_META, setSiteTimeZone } from "~/utils/dates";

// The server's time zone for dates, before anything renders (app/utils/dates.ts).
const zone = document.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META}"]`)?.content;
if (zone) setSiteTimeZone(zone);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server-rendered page is complete: let the browser paint it first, then hydrate. Module
// scripts otherwise run straight after parsing, and on a slow phone the first paint would wait for
// React to hydrate the whole page. requestAnimationFrame runs just before the next paint; the
// timeout queued there runs just after it.
requestAnimationFrame(() => setTimeout(hydrate, 0));
