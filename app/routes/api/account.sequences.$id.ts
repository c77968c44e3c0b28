import { clientApi } from "~/features/account/api.server";
import { ENROLMENT_NOT_FOUND, turnOffSequence } from "~/features/account/actions.server";
import { endpoint } from "~/utils/http.server";

/** DELETE /api/account/sequences/{enrolmentId}: turns one of the client's follow-up sequences off. */
export const action = endpoint({
  DELETE: clientApi(({ personId, id }) => turnOffSequence(personId, id), { notFound: ENROLMENT_NOT_FOUND }),
});
export const loader = action;
