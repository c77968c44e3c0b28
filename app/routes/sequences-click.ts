import { followStepLink } from "~/features/sequences/links.server";
import { linkRedirect } from "~/utils/link-redirect.server";

/** GET /sequences/click/{linkId}?d={send}: a follow-up step's link (clicks per step). */
export const loader = linkRedirect(followStepLink);
