type SourceHints = { utm_source?: string | null; referrer?: string | null };

const clean = (value: string | null | undefined) => value?.trim().toLowerCase() || undefined;

/**
 * Where a visit came from, the one rule for events and leads alike: its utm_source, else the
 * referring site's host (without "www."), else "direct". A referrer on our own host is no source.
 */
export function trafficSource(hints: SourceHints, ownHost?: string): string {
  const utm = clean(hints.utm_source);
  if (utm) return utm.slice(0, 200);
  const referrer = clean(hints.referrer);
  if (!referrer) return "direct";
  let host: string;
  try {
    host = new URL(referrer).hostname.replace(/^www\./, "");
  } catch {
    return "direct";
  }
  if (!host || (ownHost && host === ownHost.toLowerCase().replace(/^www\./, ""))) return "direct";
  return host;
}

/** The campaign a visit or lead belongs to (utm_campaign), if any. */
export function trafficCampaign(hints: { utm_campaign?: string | null }): string | undefined {
  return clean(hints.utm_campaign)?.slice(0, 200);
}
