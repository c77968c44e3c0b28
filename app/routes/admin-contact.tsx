import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { ContactTab } from "~/components/admin/contact-tab";

export const meta = () => adminMeta("Contact");

/** /admin/contact: product.md's Contact tab as a view of its own (its data loads in the browser). */
export default function AdminContactPage() {
  return (
    <AdminView title="Contact">
      <ContactTab />
    </AdminView>
  );
}
