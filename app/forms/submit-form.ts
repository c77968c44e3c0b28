import type { FormActionData } from "./form-action-data";

/**
 * A public form's clientAction: posts to the route's action and, when that fails (offline, a 5xx),
 * answers "unavailable" instead of throwing, so the form stays with what was typed and says so in
 * product.md's failure toast rather than giving way to the error screen.
 */
export async function submitForm(serverAction: () => Promise<FormActionData>): Promise<FormActionData> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (a paid seat's Stripe Checkout, product.md §10.14) is the router's to follow.
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    console.error("The form could not be sent", error);
    return { ok: false, unavailable: true, result: { status: "error" } };
  }
}
