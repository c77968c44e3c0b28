import { useState } from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Dashboard } from "./dashboard";
import { LoginForm } from "./login-form";
import { STATUS_KEY, createAdminQueryClient, getQueryFn, type AdminStatus } from "./query-client";
import { Spinner } from "./spinner";

/** SPEC §4: unknown (spinner), then logged out (login form) or logged in (dashboard). */
function AdminGate() {
  // A failed status check means logged out; a 401 reads as null.
  const status = useQuery<AdminStatus | null>({
    queryKey: STATUS_KEY,
    queryFn: getQueryFn<AdminStatus>({ on401: "returnNull" }),
  });
  if (status.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center gap-3 text-muted" role="status">
        <Spinner size="lg" />
        <span>Checking your session…</span>
      </div>
    );
  }
  if (!status.data?.isAuthenticated) return <LoginForm />;
  return <Dashboard email={status.data.email} />;
}

/** The admin area with its own query client: public pages never load TanStack Query. */
export function AdminApp() {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AdminGate />
    </QueryClientProvider>
  );
}
