import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";

type Props<T> = {
  /** The row: `title` names it for screen readers ("Edit Cash is a fact"). */
  row: { id: number | string; title: string; published: boolean };
  /** The view's publish fetcher: the toggle posts `{ intent: "publish", id, published }` to its action. */
  publish: FetcherWithComponents<T>;
  onEdit: () => void;
  onDelete: () => void;
};

/** Edit, Publish/Unpublish and Delete for a row of content that visitors see when published. */
export function PublishableRowActions<T>({ row, publish, onEdit, onDelete }: Props<T>) {
  const { title, published } = row;
  // Only this row's toggle waits while its publish is saving.
  const publishing = publish.state !== "idle" && publish.formData?.get("id") === String(row.id);
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={onEdit}>
        Edit<span className="sr-only"> {title}</span>
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={publishing}
        onClick={() =>
          void publish.submit(
            { intent: "publish", id: String(row.id), published: String(!published) },
            { method: "post" },
          )
        }
      >
        {published ? "Unpublish" : "Publish"}
        <span className="sr-only"> {title}</span>
      </Button>
      <Button type="button" size="sm" variant="destructive" onClick={onDelete}>
        Delete<span className="sr-only"> {title}</span>
      </Button>
    </>
  );
}
