import { clientApi } from "~/features/account/api.server";
import { turnOffNewsletter } from "~/features/account/actions.server";
import { endpoint } from "~/utils/http.server";

/** DELETE /api/account/newsletter: turns the client's newsletter off. */
export const action = endpoint({ DELETE: clientApi(({ personId }) => turnOffNewsletter(personId)) });
export const loader = action;
