import { currentAttribution } from "~/utils/attribution";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The visitor's attribution (app/utils/attribution.ts) as hidden fields of a public form, named as
 * the shared schemas read them (`attribution.landingPage`, ...). It lives in session storage, so it
 * exists only once JavaScript runs.
 */
export function AttributionFields() {
  const hydrated = useHydrated();
  const attribution = hydrated ? currentAttribution() : undefined;
  if (!attribution) return null;
  return Object.entries(attribution).map(([key, value]) => (
    <input key={key} type="hidden" name={`attribution.${key}`} value={String(value ?? "")} />
  ));
}
