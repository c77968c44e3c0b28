import type { RequestContext } from "../server/request-context";

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}

export type { RequestContext };
