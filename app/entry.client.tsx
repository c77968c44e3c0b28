import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { TIME_ZONE_META, setSiteTimeZone } from "~/utils/dates";

// The server's time zone for dates, before anything renders (app/utils/dates.ts).
const zone = document.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META}"]`)?.content;
if (zone) setSiteTimeZone(zone);

// Hydrate at once: the server-rendered controls work before this (forms post, menus are popovers),
// and React takes them over as soon as its modules have arrived.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
