import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { cn } from "~/utils/cn";

type Props = { editor: Editor; onInsertImage: () => void; onLink: () => void };

type Tool = { label: string; icon: LucideIcon; run: () => void; active?: boolean; disabled?: boolean };

/** The formatting buttons: each named for screen readers, toggles report their state (aria-pressed). */
export function EditorToolbar({ editor, onInsertImage, onLink }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("codeBlock"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { label: "Bold", icon: Bold, run: () => chain().toggleBold().run(), active: state.bold },
      { label: "Italic", icon: Italic, run: () => chain().toggleItalic().run(), active: state.italic },
      {
        label: "Underline",
        icon: Underline,
        run: () => chain().toggleUnderline().run(),
        active: state.underline,
      },
      {
        label: "Strikethrough",
        icon: Strikethrough,
        run: () => chain().toggleStrike().run(),
        active: state.strike,
      },
    ],
    [
      {
        label: "Heading 2",
        icon: Heading2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
        active: state.h2,
      },
      {
        label: "Heading 3",
        icon: Heading3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
        active: state.h3,
      },
      {
        label: "Heading 4",
        icon: Heading4,
        run: () => chain().toggleHeading({ level: 4 }).run(),
        active: state.h4,
      },
    ],
    [
      { label: "Bullet list", icon: List, run: () => chain().toggleBulletList().run(), active: state.bullet },
      {
        label: "Numbered list",
        icon: ListOrdered,
        run: () => chain().toggleOrderedList().run(),
        active: state.ordered,
      },
      { label: "Quote", icon: Quote, run: () => chain().toggleBlockquote().run(), active: state.quote },
      { label: "Code block", icon: Code2, run: () => chain().toggleCodeBlock().run(), active: state.code },
      { label: "Divider", icon: Minus, run: () => chain().setHorizontalRule().run() },
    ],
    [
      { label: "Add or edit link", icon: Link2, run: onLink, active: state.link },
      {
        label: "Remove link",
        icon: Link2Off,
        run: () => chain().extendMarkRange("link").unsetLink().run(),
        disabled: !state.link,
      },
      { label: "Insert image from file", icon: ImagePlus, run: onInsertImage },
    ],
    [
      { label: "Undo", icon: Undo2, run: () => chain().undo().run(), disabled: !state.canUndo },
      { label: "Redo", icon: Redo2, run: () => chain().redo().run(), disabled: !state.canRedo },
    ],
  ];
  const toggles = new Set([
    "Bold",
    "Italic",
    "Underline",
    "Strikethrough",
    "Heading 2",
    "Heading 3",
    "Heading 4",
    "Bullet list",
    "Numbered list",
    "Quote",
    "Code block",
  ]);

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-2"
    >
      {groups.map((group, i) => (
        <div key={i} className="flex gap-1 border-r border-slate-200 pr-1 last:border-r-0">
          {group.map((tool) => (
            <button
              key={tool.label}
              type="button"
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={toggles.has(tool.label) ? Boolean(tool.active) : undefined}
              disabled={tool.disabled}
              // A pointer press leaves the focus and the caret in the text, as in any word processor:
              // otherwise the button takes the focus until Tiptap hands it back a frame later, and
              // what is typed meanwhile (a space presses the button) goes astray.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              className={cn(
                "inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-200 disabled:opacity-40",
                tool.active ? "bg-brand-100 text-brand-900" : "text-ink",
              )}
            >
              <tool.icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
