import { Button } from "~/components/ui/button";

type Props = {
  /** Names the row for screen readers ("Edit Cash is a fact"). */
  title: string;
  published: boolean;
  /** True while this row's publish toggle is saving. */
  publishing: boolean;
  onEdit: () => void;
  onTogglePublish: () => void;
  onDelete: () => void;
};

/** Edit, Publish/Unpublish and Delete for a row of content that visitors see when published. */
export function PublishableRowActions({
  title,
  published,
  publishing,
  onEdit,
  onTogglePublish,
  onDelete,
}: Props) {
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={onEdit}>
        Edit<span className="sr-only"> {title}</span>
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={publishing} onClick={onTogglePublish}>
        {published ? "Unpublish" : "Publish"}
        <span className="sr-only"> {title}</span>
      </Button>
      <Button type="button" size="sm" variant="destructive" onClick={onDelete}>
        Delete<span className="sr-only"> {title}</span>
      </Button>
    </>
  );
}
