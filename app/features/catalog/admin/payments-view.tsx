import { useFetcher } from "react-router";
import type { Route } from "./+types/payments-view";
import { listPage, withListStatus } from "~/admin/list-page.server";
import { submitViewAction, type ViewAnswer } from "~/admin/view-action";
import { viewActions } from "~/admin/write.server";
import { AdminView, ViewSection, adminMeta } from "~/components/admin/admin-view";
import { DataTable, screenColumns } from "~/components/admin/data-table";
import { ListView, withRenders } from "~/components/admin/list-view";
import { useListUrl } from "~/components/admin/use-list-url";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { catalog } from "~/features/catalog/products.server";
import {
  DIFFERENCE_KIND_LABELS,
  type DifferenceKind,
  orderColumns,
  orderList,
  orderStatusChoices,
} from "~/features/payments/list";
import { listOrders } from "~/features/payments/list.server";
import { dollars } from "~/features/payments/money";
import {
  lastReconciliation,
  RECONCILE_HOUR,
  reconcileNow,
  type ReconciliationReport,
} from "~/features/payments/reconciliation.server";
import { orderListQuerySchema } from "~/features/payments/schema";
import { labelIn } from "~/lists/columns";
import { formatDateTime } from "~/lists/format";

export const meta = () => adminMeta("Payments");

/**
 * /admin/payments (product.md §10.14): the last reconciliation with Stripe (its totals beside the
 * books', each difference applied or waiting) with a run now, then the ledger: every order, paged,
 * with what it paid, refunded and has pending, and its CSV.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const list = await listPage(request, orderListQuerySchema, listOrders);
  return withListStatus({ list, reconciliation: await lastReconciliation(), hour: RECONCILE_HOUR }, list);
}

/** The view's one write, POST /api/admin/payments/reconciliation's own. */
export const action = viewActions({ reconcile: reconcileNow(catalog) });

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitViewAction(serverAction);

type DifferenceRow = ReconciliationReport["differences"][number];

const differenceColumns = screenColumns<DifferenceRow>({
  Kind: (d) => DIFFERENCE_KIND_LABELS[d.kind as DifferenceKind] ?? d.kind,
  Amount: (d) => dollars(d.amountCents),
  What: (d) => d.detail,
  Stripe: (d) => <code className="break-all text-xs">{d.stripeId}</code>,
  State: (d) =>
    d.applied ? <Badge tone="success">Applied</Badge> : <Badge tone="warning">Waiting for you</Badge>,
});

const orderScreenColumns = withRenders(orderColumns.columns, {
  Status: (r) => (
    <Badge tone={r.status === "paid" ? "success" : r.status === "held" ? "warning" : "neutral"}>
      {labelIn(orderStatusChoices, r.status)}
    </Badge>
  ),
});

function Totals({ report }: { report: ReconciliationReport }) {
  const rows = [
    { label: "Paid", stripe: report.stripe.paidCents, books: report.books.paidCents },
    { label: "Refunded", stripe: report.stripe.refundedCents, books: report.books.refundedCents },
  ];
  const columns = screenColumns<(typeof rows)[number]>({
    "": (r) => r.label,
    Stripe: (r) => dollars(r.stripe),
    Books: (r) => dollars(r.books),
    Match: (r) =>
      r.stripe === r.books ? (
        <Badge tone="success">Equal</Badge>
      ) : (
        <Badge tone="warning">Differ by {dollars(Math.abs(r.stripe - r.books))}</Badge>
      ),
  });
  return (
    <DataTable
      title="Totals"
      caption="Totals in US dollars, Stripe beside the books"
      rows={rows}
      columns={columns}
      rowKey={(r) => r.label}
    />
  );
}

export default function AdminPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { list, reconciliation, hour } = loaderData;
  const url = useListUrl({ filters: ["status"] });
  const fetcher = useFetcher<ViewAnswer>({ key: "reconcile" });
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const waiting = reconciliation.differences.filter((d) => !d.applied).length;
  return (
    <AdminView title="Payments">
      <div className="mt-4 grid gap-8">
        <ViewSection headingId="reconciliation" title="Reconciliation with Stripe">
          <div className="mt-2 grid max-w-4xl gap-4">
            <p>
              {reconciliation.checkedAt
                ? `Last compared with Stripe: ${formatDateTime(reconciliation.checkedAt)}.`
                : "Not yet compared with Stripe: below, Stripe's side as its webhooks told it."}{" "}
              The site compares every day from {hour}:00, and when you ask.
              {waiting > 0
                ? ` ${waiting} ${waiting === 1 ? "difference waits" : "differences wait"} for you.`
                : ""}
            </p>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="reconcile" />
              <Button type="submit" disabled={busy}>
                {busy ? "Comparing with Stripe…" : "Reconcile now"}
              </Button>
            </fetcher.Form>
            <FieldError>{answer && !answer.ok ? answer.error : undefined}</FieldError>
            <Totals report={reconciliation} />
            <DataTable
              title="Differences"
              caption="Differences between the books and Stripe, newest first"
              rows={reconciliation.differences}
              columns={differenceColumns}
              rowKey={(d) => `${d.kind} ${d.stripeId}`}
              emptyMessage="No differences: the books and Stripe agree."
            />
          </div>
        </ViewSection>
        <ViewSection headingId="ledger" title="Ledger">
          <ListView
            {...orderList}
            list={list}
            url={url}
            columns={orderScreenColumns}
            filters={[
              { name: "status", label: "Status", options: orderStatusChoices, anyLabel: "Any status" },
            ]}
          />
        </ViewSection>
      </div>
    </AdminView>
  );
}
