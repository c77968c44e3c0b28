import { useState } from "react";

/**
 * The row of a list whose details are open, by id: the dialog reads the row from the loaded page, so
 * a change made inside it (a status) shows there and in the list alike.
 */
export function useOpenRow<R extends { id: string | number }>(rows: R[]) {
  const [openId, setOpenId] = useState<R["id"]>();
  return {
    row: rows.find((r) => r.id === openId),
    open: (row: R) => setOpenId(row.id),
    close: () => setOpenId(undefined),
  };
}
