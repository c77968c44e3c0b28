import { redirect } from "react-router";
import type { viewActions } from "~/admin/write.server";

type Actions = ReturnType<typeof viewActions>;

/**
 * A view's writes where some intents, once done, open another page (a new issue its own view, a
 * deleted one the list): a redirect, so that the form does it before hydration too.
 */
export function redirectAfter(actions: Actions, to: Record<string, (done: { id?: unknown }) => string>) {
  return async (args: Parameters<Actions>[0]) => {
    const answer = await actions(args);
    if (answer instanceof Response || !("ok" in answer) || answer.ok !== true) return answer;
    const path = Object.hasOwn(to, answer.intent) ? to[answer.intent](answer) : undefined;
    return path ? redirect(path) : answer;
  };
}
