import { data } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found-screen";

export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "404 Page Not Found" }, { name: "robots", content: "noindex" }];
}

// The loader always throws the 404, so the page renders through the error boundary.
export function ErrorBoundary() {
  return <NotFoundScreen />;
}

export default function NotFound() {
  return <NotFoundScreen />;
}
