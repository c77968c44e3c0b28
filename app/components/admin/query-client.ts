import { MutationCache, QueryCache, QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError } from "~/utils/api-client";

export const STATUS_KEY = ["/api/admin/status"] as const;

export type AdminStatus = { isAuthenticated: boolean; email?: string };

/**
 * SPEC §7: a default load GETs the path held in the query key (its parts joined by "/") with
 * credentials and reads JSON; a non-OK answer becomes an ApiError "status: body". The "returnNull"
 * variant answers null on 401 instead (used for the login status).
 */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
    return (await res.json()) as T;
  };
}

/**
 * The admin area's own query client (never used by public pages). SPEC §9: no automatic retries
 * for loads or mutations, no refetch on window focus, no polling, data never goes stale. A 401 on
 * any admin list means the session ended: the status flips to logged out and the login form shows.
 */
export function createAdminQueryClient() {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      client.setQueryData<AdminStatus>(STATUS_KEY, { isAuthenticated: false });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
