import { useId, useState } from "react";
import { X } from "lucide-react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

type Props = { value: string[]; onChange: (tags: string[]) => void; error?: string };

/** Tags: Enter adds one; each is trimmed, non-empty and unique (product.md §5); each can be removed. */
export function TagInput({ value, onChange, error }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [note, setNote] = useState("");

  function add() {
    const tag = text.trim();
    if (!tag) return;
    if (value.some((t) => t.toLowerCase() === tag.toLowerCase())) {
      setNote(`“${tag}” is already a tag.`);
      return;
    }
    onChange([...value, tag]);
    setText("");
    setNote("");
  }

  return (
    <div>
      <Label htmlFor={`${id}-tag`}>Tags</Label>
      <Input
        id={`${id}-tag`}
        value={text}
        maxLength={50}
        placeholder="Type a tag and press Enter"
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="mt-1"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            add();
          }
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted" aria-live="polite">
        {error ?? (note || "Press Enter to add a tag.")}
      </p>
      {value.length > 0 ? (
        <ul aria-label="Added tags" className="mt-2 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-1 hover:bg-brand-100"
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
