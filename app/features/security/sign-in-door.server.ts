import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requestContext } from "~/context";
import { signInRefusal, type SignInRefused } from "~/features/security/refusals.server";
import { readSecondStep } from "~/features/security/second-step.server";
import { NO_SECOND_STEP } from "~/features/security/second-step-gate.server";
import { endpoint, parseJsonBody } from "~/utils/http.server";
import { isRefused } from "~/utils/refusal";

/** What a sign-in step answers when it goes through: the JSON body, its cookies, its status (200). */
export type StepAnswer = { body: object; cookies?: string[]; status?: number };

type StepArgs<I> = { input: I; request: Request; context: Readonly<RouterContextProvider>; clientIp: string };

/**
 * One public sign-in step (password, owner setup, an invitation, the second step's posts, sign-out):
 * its body's schema, and its work answering cookies to set or a refusal. The admin writes' kit
 * (app/admin/write.server.ts) serves signed-in admins; these steps are how one becomes signed in.
 */
export type SignInStep<I> = {
  input?: z.ZodType<I>;
  /** Answers 401 before the body is read when no second step is under way (a stranger learns nothing). */
  duringSecondStep?: boolean;
  run(args: StepArgs<I>): Promise<StepAnswer | SignInRefused>;
};

export const defineSignInStep = <I = undefined>(step: SignInStep<I>) => step;

/**
 * The JSON door of a sign-in step: POST only (405 otherwise), its body read as every endpoint reads
 * one, its answer never stored by a cache; a refusal as `signInRefusal` says it. Used as both the
 * route's `action` and `loader`.
 */
export function signInDoor<I>(step: SignInStep<I>) {
  return endpoint({
    POST: async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
      if (step.duringSecondStep && !(await readSecondStep(request)))
        return signInRefusal({ status: 401, message: NO_SECOND_STEP });
      let input = undefined as I;
      if (step.input) {
        const parsed = await parseJsonBody(request, step.input);
        if ("response" in parsed) return parsed.response;
        input = parsed.data;
      }
      const clientIp = context.get(requestContext).clientIp;
      const answer = await step.run({ input, request, context, clientIp });
      if (isRefused(answer)) return signInRefusal(answer.refused, answer.captchaRequired);
      const headers = new Headers({ "Cache-Control": "no-store" });
      for (const cookie of answer.cookies ?? []) headers.append("Set-Cookie", cookie);
      return Response.json(answer.body, { status: answer.status ?? 200, headers });
    },
  });
}
