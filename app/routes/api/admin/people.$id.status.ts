import { apiWrite } from "~/admin/write.server";
import { changeStatus } from "~/features/people/writes.server";
import { endpoint } from "~/utils/http.server";

/** PUT /api/admin/people/{id}/status { status, dealValue?, dealProduct? } (admin). */
export const { loader, action } = endpoint({ PUT: apiWrite(changeStatus) });
