import { Link, data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
}

// The loader always throws the 404, so the page renders through the error boundary.
export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function NotFound() {
  return <NotFoundPage />;
}

function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Back to the home page
      </Link>
    </main>
  );
}
