import { z } from "zod";
import { clientApi } from "~/features/account/api.server";
import { cancelOwnSeat, seatCancelTerms, SEAT_NOT_FOUND } from "~/features/events/own-seats.server";
import { endpoint } from "~/utils/http.server";

const confirmed = z.object({
  /** The refund the client was shown (GET's refundCents): other terms today are refused, 409. */
  refundCents: z.number().int().min(0),
});

/** GET: the terms of cancelling the client's seat today; POST: cancel it, refunded by those terms. */
export const action = endpoint({
  GET: clientApi(({ personId, id }) => seatCancelTerms(personId, id), { notFound: SEAT_NOT_FOUND }),
  POST: clientApi(({ personId, id, input }) => cancelOwnSeat(personId, id, input.refundCents), {
    notFound: SEAT_NOT_FOUND,
    input: confirmed,
  }),
});
export const loader = action;
