import { redirect } from "react-router";
import { defineWrite, type Write } from "~/admin/write.server";
import { isRefused } from "~/utils/refusal";

/**
 * A write as a view answers it when its page changes: done, the browser goes to `to(result)` (a
 * redirect, which a fetcher follows and a post made before hydration too); refused, as the write says.
 * The JSON endpoint keeps the write's own answer.
 */
export const thenGoTo = <P, I, R>(write: Write<P, I, R>, to: (result: R) => string) =>
  defineWrite<P, I, Response>({
    ...write,
    run: async (args) => {
      const done = await write.run(args);
      return isRefused(done) ? done : redirect(to(done));
    },
  });
