import { data } from "react-router";

/** Any other /admin/… address: a 404, said inside the admin's shell (the layout's error boundary). */
export function loader() {
  throw data("Not found", { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
