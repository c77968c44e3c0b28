import { Outlet } from "react-router";
import { guardClientPages } from "~/features/account/gates.server";

/**
 * The client's pages (docs/product/account.md): the layout's guard needs a client session for every
 * loader and action below it, so a page added here is private with no code of its own.
 */
export const middleware = [guardClientPages()];

export default function AccountLayout() {
  return <Outlet />;
}
