import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { ResourcesTab } from "~/components/admin/resources-tab";

export const meta = () => adminMeta("Resources");

/** /admin/resources: product.md's Resources tab as a view of its own (its data loads in the browser). */
export default function AdminResourcesPage() {
  return (
    <AdminView title="Resources">
      <ResourcesTab />
    </AdminView>
  );
}
