import { useEffect, useRef } from "react";
import { EditorContent, useEditor } from "@tiptap/react";
import type { EditorView } from "@tiptap/pm/view";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { toast } from "~/components/ui/use-toast";
import { postContentClass } from "~/features/blog/post-content";
// The editor shows the post as it will read; the admin's stylesheet carries the same typography.
import "~/styles/post-prose.css";
import { cn } from "~/utils/cn";
import { EditorToolbar } from "./editor-toolbar";
import { ACCEPTED_IMAGE_TYPES, UploadStatus, imageFilesOf, useImageUpload } from "./upload-image";

type Props = {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
};

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

/** Tiptap (StarterKit with its Link and Underline, plus Image) at product.md's 600 px height. */
export default function RichTextEditor({ value, onChange, labelId, describedBy, invalid }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { status, upload } = useImageUpload();

  /** Uploads each image in turn and inserts it where it was dropped, else at the cursor. */
  async function insertFiles(view: EditorView, files: File[], at?: number) {
    for (const file of files) {
      const image = await upload(file);
      if (!image || view.isDestroyed) continue;
      const alt = file.name.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ");
      const { state } = view;
      const node = state.schema.nodes.image.create({
        src: image.url,
        alt,
        width: image.width,
        height: image.height,
      });
      view.dispatch(
        (at === undefined ? state.tr.replaceSelectionWith(node) : state.tr.insert(at, node)).scrollIntoView(),
      );
      view.focus();
    }
  }

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto", "tel"],
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { target: "_blank", rel: "noopener noreferrer" },
        },
      }),
      // Data images still display (an older draft); saving moves them to files.
      Image.configure({ allowBase64: true }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: cn(postContentClass, "min-h-full px-4 py-3 text-base focus:outline-none"),
      },
      // Image files pasted or dropped are uploaded (decision 0060); text and HTML are handled as usual.
      handlePaste: (view, event) => {
        const files = imageFilesOf(event.clipboardData?.files);
        if (files.length === 0) return false;
        void insertFiles(view, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFilesOf(event.dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertFiles(view, files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  // A restored draft or a reset replaces the content from outside.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor)
    return <div className="h-[600px] rounded-md border border-slate-300 bg-slate-50" aria-hidden="true" />;

  function editLink() {
    if (!editor) return;
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const url = window.prompt("Link address (https://…, mailto: or tel:)", previous);
    if (url === null) return;
    const trimmed = url.trim();
    if (trimmed === "" || trimmed === "https://") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return;
    }
    if (!SAFE_LINK.test(trimmed)) {
      toast({
        variant: "destructive",
        title: "Invalid link",
        description: "Links must start with https://, http://, mailto: or tel:.",
      });
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: trimmed }).run();
  }

  function insertImage(file: File | undefined) {
    if (file && editor) void insertFiles(editor.view, [file]);
    if (fileInput.current) fileInput.current.value = "";
  }

  return (
    <div
      className={cn(
        "overflow-hidden rounded-md border bg-white",
        invalid ? "border-red-700" : "border-slate-300",
      )}
    >
      <EditorToolbar editor={editor} onLink={editLink} onInsertImage={() => fileInput.current?.click()} />
      <EditorContent editor={editor} className="h-[600px] overflow-y-auto [&_.ProseMirror]:min-h-full" />
      <UploadStatus status={status} className="border-t border-slate-200 px-4 py-1" />
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        aria-label="Image file to insert"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => insertImage(e.currentTarget.files?.[0])}
      />
    </div>
  );
}
