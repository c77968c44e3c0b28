import { useClearingForm } from "~/admin/view-action";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { dollars } from "~/features/payments/money";

type Invoice = {
  id: number;
  stripeInvoiceId: string | null;
  description: string;
  amountCents: number;
  status: string;
  hostedInvoiceUrl: string | null;
};

const STATUS_LABELS: Record<string, string> = { open: "Sent, unpaid", paid: "Paid", void: "Voided" };

/**
 * "Send invoice" on a person with a deal (product.md §10.14): a Stripe invoice of the deal's value
 * and product unless changed here, due in 30 days unless told; the invoices sent, with link and status.
 */
export function InvoicePanel({ dealValue, invoices }: { dealValue: number | null; invoices: Invoice[] }) {
  const { fetcher, form, result } = useClearingForm();
  return (
    <section aria-labelledby="invoices-heading" className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <h2 id="invoices-heading" className="font-semibold text-brand-900">
        Invoices
      </h2>
      {invoices.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {invoices.map((i) => (
            <li key={i.id}>
              {i.description}, {dollars(i.amountCents)}: {STATUS_LABELS[i.status] ?? i.status}
              {i.hostedInvoiceUrl && (
                <>
                  {" · "}
                  <a
                    className="text-brand-700 underline"
                    href={i.hostedInvoiceUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {i.stripeInvoiceId ? `Invoice ${i.stripeInvoiceId}` : "Invoice (being sent)"}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form method="post" ref={form} className="grid gap-2 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor="invoice-amount">Amount (US dollars)</Label>
          <Input
            id="invoice-amount"
            name="amount"
            inputMode="decimal"
            placeholder={dealValue ? String(dealValue) : ""}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="invoice-description">Description</Label>
          <Input id="invoice-description" name="description" placeholder="The deal's product" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="invoice-days">Days until due</Label>
          <Input id="invoice-days" name="daysUntilDue" type="number" min={1} max={365} placeholder="30" />
        </div>
        <div className="sm:col-span-3">
          <Button type="submit" name="intent" value="invoice" disabled={fetcher.state !== "idle"}>
            Send invoice
          </Button>
          <p className="mt-1 text-xs text-muted">Left empty: the deal's value and product, due in 30 days.</p>
        </div>
        <p role="status" className="text-sm empty:hidden sm:col-span-3">
          {result?.ok ? "Invoice sent." : ""}
        </p>
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden sm:col-span-3">
          {result && !result.ok ? result.error : ""}
        </p>
      </fetcher.Form>
    </section>
  );
}
