import { Link, useLocation } from "react-router";

/** Previous/next links that keep the filters in the URL and change only `page`. */
export function PeoplePages({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params}`;
  };
  return (
    <nav aria-label="Pages of people" className="flex items-center gap-4 text-sm">
      {page > 1 && (
        <Link to={to(page - 1)} className="text-brand-700 underline">
          Previous page
        </Link>
      )}
      <span>
        Page {page} of {pages} · {total} {total === 1 ? "person" : "people"}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} className="text-brand-700 underline">
          Next page
        </Link>
      )}
    </nav>
  );
}
