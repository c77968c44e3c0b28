import { apiWrite } from "~/admin/write.server";
import { changeStatus } from "~/features/people/writes.server";
import { endpoint } from "~/utils/http.server";

/** PUT /api/admin/people/{id}/status { status, dealValue?, dealProduct? } (admin). */
export const action = endpoint({ PUT: apiWrite(changeStatus) });
export const loader = action;
