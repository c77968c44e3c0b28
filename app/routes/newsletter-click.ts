import { followLink } from "~/features/newsletter/clicks.server";
import { linkRedirect } from "~/utils/link-redirect.server";

/** GET /newsletter/click/{linkId}?d={delivery}: an issue's link (clicks per link in the results). */
export const loader = linkRedirect(followLink);
