import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AdminNav } from "./admin-nav";
import { LogOut } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/use-toast";
import { apiRequest } from "~/utils/api-client";
import { AssessmentsTab } from "./assessments-tab";
import { BlogPostsTab } from "./blog-posts-tab";
import { ContactTab } from "./contact-tab";
import { LegacyTab } from "./legacy-tab";
import { NewsletterTab } from "./newsletter-tab";
import { OutboxTab } from "./outbox-tab";
import { ResourcesTab } from "./resources-tab";
import { STATUS_KEY, type AdminStatus } from "./query-client";

const tabs = [
  { value: "blog-posts", label: "Blog Posts", Panel: BlogPostsTab },
  { value: "newsletter", label: "Newsletter", Panel: NewsletterTab },
  { value: "assessments", label: "Quiz/Assessment", Panel: AssessmentsTab },
  { value: "contact", label: "Contact", Panel: ContactTab },
  { value: "resources", label: "Resources", Panel: ResourcesTab },
  { value: "legacy", label: "Legacy", Panel: LegacyTab },
  { value: "outbox", label: "Outbox", Panel: OutboxTab },
] as const;

export function Dashboard({ email }: { email?: string }) {
  const queryClient = useQueryClient();
  // The open tab lives in the URL (?tab=…), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const current = tabs.some((t) => t.value === params.get("tab")) ? params.get("tab")! : tabs[0].value;

  const logout = useMutation({
    mutationFn: () => apiRequest("POST", "/api/admin/logout"),
    onSuccess: () => {
      queryClient.setQueryData<AdminStatus>(STATUS_KEY, { isAuthenticated: false });
      // Nothing read while logged in stays in memory (the status query itself is still observed).
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== STATUS_KEY[0] });
      toast({ title: "Logged out", description: "You have been logged out." });
    },
    onError: () =>
      toast({ title: "Error", description: "Could not log out. Please try again.", variant: "destructive" }),
  });

  return (
    <div className="grid gap-6">
      <AdminNav />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Admin Dashboard</h1>
          {email && <p className="text-sm text-muted">Signed in as {email}</p>}
        </div>
        <Button type="button" variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut className="h-4 w-4" aria-hidden /> {logout.isPending ? "Logging out…" : "Logout"}
        </Button>
      </div>
      <Tabs
        value={current}
        onValueChange={(tab) =>
          setParams((p) => ({ ...Object.fromEntries(p), tab }), { replace: true, preventScrollReset: true })
        }
      >
        <TabsList aria-label="Admin sections">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
