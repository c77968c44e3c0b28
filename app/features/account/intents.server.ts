import { href, redirect } from "react-router";
import { readForm } from "~/admin/view-form.server";
import { UNREADABLE_FORM } from "~/schemas/parse-form";
import { refuse, type Refused } from "~/utils/refusal";
import { askErasure, turnOffNewsletter, turnOffSequence } from "./actions.server";
import { endClientSession, endEveryClientSession } from "./client-session.server";
import { accountIntentSchema } from "./schema";

/**
 * The page's forms (docs/product/account.md), by their posted `intent`: a sentence to show, a
 * refusal, or (signing out) the way to the sign-in page with the cookie cleared.
 */
export async function runAccountIntent(
  personId: number,
  request: Request,
): Promise<{ message: string } | Refused | Response> {
  const form = await readForm(request);
  if (!form) return refuse(400, UNREADABLE_FORM);
  const parsed = accountIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse(400, "This action is not one the page offers.");
  const intent = parsed.data;
  switch (intent.intent) {
    case "newsletter-off": {
      const done = await turnOffNewsletter(personId);
      return "refused" in done ? done : { message: "The newsletter is turned off." };
    }
    case "sequence-off": {
      const done = await turnOffSequence(personId, intent.id);
      return "refused" in done ? done : { message: "These follow-up e-mails are turned off." };
    }
    case "erasure": {
      const done = await askErasure(personId);
      return "refused" in done
        ? done
        : { message: "Your request is with us. We'll erase your data and confirm by e-mail." };
    }
    case "sign-out":
      return redirect(href("/account/sign-in"), {
        headers: { "Set-Cookie": await endClientSession(request) },
      });
    case "sign-out-everywhere":
      return redirect(href("/account/sign-in"), {
        headers: { "Set-Cookie": await endEveryClientSession(personId) },
      });
  }
}
