import { useMatches } from "react-router";

/** A route's `handle`: `ownShell` draws its pages in a frame of its own (the admin) instead of SiteShell. */
export type ShellHandle = { ownShell?: boolean };

/** Whether the page shown draws its own frame (app/root.tsx then leaves out the site's shell). */
export function useOwnShell() {
  return useMatches().some((m) => (m.handle as ShellHandle | undefined)?.ownShell);
}
