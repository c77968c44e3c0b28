import type { FetcherWithComponents } from "react-router";
import type { ViewAnswer } from "~/admin/view-action";

/** What the Security view's action answers its fetcher (every intent's result, each optional). */
export type SecurityAnswer = ViewAnswer<{
  totpSetup?: { secret: string; qrSvg: string; otpauthUrl: string };
  recoveryCodes?: string[];
  ended?: number;
}>;

/** The Security view's one fetcher, which its sections post through. */
export type SecurityFetcher = FetcherWithComponents<SecurityAnswer>;
