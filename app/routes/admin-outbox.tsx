import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { OutboxTab } from "~/components/admin/outbox-tab";

export const meta = () => adminMeta("Outbox");

/** /admin/outbox: product.md's Outbox tab as a view of its own (its data loads in the browser). */
export default function AdminOutboxPage() {
  return (
    <AdminView title="Outbox">
      <OutboxTab />
    </AdminView>
  );
}
