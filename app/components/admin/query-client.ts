import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError } from "~/utils/api-client";

/**
 * product.md §7: a default load GETs the path held in the query key (its parts joined by "/") with
 * credentials and reads JSON; a non-OK answer becomes an ApiError "status: body".
 */
function getQueryFn<T>(): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
    return (await res.json()) as T;
  };
}

/**
 * The admin area's own query client (never used by public pages). product.md §9: no automatic retries
 * for loads or mutations, no refetch on window focus, no polling, data never goes stale. A 401 on
 * any admin list means the session ended: `onSessionEnded` (the layout's revalidation) then finds
 * no session and shows the login gate.
 */
export function createAdminQueryClient(onSessionEnded: () => void) {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
