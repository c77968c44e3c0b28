import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { LegacyTab } from "~/components/admin/legacy-tab";

export const meta = () => adminMeta("Legacy");

/** /admin/legacy: product.md's Legacy tab as a view of its own (its data loads in the browser). */
export default function AdminLegacyPage() {
  return (
    <AdminView title="Legacy">
      <LegacyTab />
    </AdminView>
  );
}
