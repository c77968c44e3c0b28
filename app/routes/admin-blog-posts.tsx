import { AdminView, adminMeta } from "~/components/admin/admin-view";
import { BlogPostsTab } from "~/components/admin/blog-posts-tab";

export const meta = () => adminMeta("Blog Posts");

/** /admin/blog-posts: product.md's Blog Posts tab as a view of its own (its data loads in the browser). */
export default function AdminBlogPostsPage() {
  return (
    <AdminView title="Blog Posts">
      <BlogPostsTab />
    </AdminView>
  );
}
