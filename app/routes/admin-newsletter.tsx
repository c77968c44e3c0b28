import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { NewsletterTab } from "~/components/admin/newsletter-tab";

export const meta = () => adminMeta("Newsletter");

/** /admin/newsletter: product.md's Newsletter tab as a view of its own (its data loads in the browser). */
export default function AdminNewsletterPage() {
  return (
    <AdminView title="Newsletter">
      <NewsletterTab />
    </AdminView>
  );
}
