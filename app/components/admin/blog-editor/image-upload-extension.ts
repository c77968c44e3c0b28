import { Extension, type Editor } from "@tiptap/react";
import { Plugin, PluginKey } from "@tiptap/pm/state";

// Apart from upload-image.tsx, which the featured image field also uses: Tiptap stays in the
// editor's lazily loaded chunk.

/** Only files the browser calls images are taken from a paste or a drop (text and HTML go on as usual). */
const imageFilesOf = (files: FileList | null | undefined): File[] =>
  [...(files ?? [])].filter((f) => f.type.startsWith("image/"));

type ImageUploadOptions = { onFiles: (editor: Editor, files: File[], at?: number) => void };

/**
 * Hands image files pasted or dropped into the editor to `onFiles` (which uploads them) instead of
 * letting the browser inline them; a drop says where. (@tiptap/extension-file-handler does this too,
 * but is not published for the Tiptap version in use.)
 */
export const ImageUpload = Extension.create<ImageUploadOptions>({
  name: "imageUpload",
  addOptions: () => ({ onFiles: () => {} }),
  addProseMirrorPlugins() {
    const { editor, options } = this;
    return [
      new Plugin({
        key: new PluginKey("imageUpload"),
        props: {
          handlePaste: (_view, event) => {
            const files = imageFilesOf(event.clipboardData?.files);
            if (files.length === 0) return false;
            options.onFiles(editor, files);
            return true;
          },
          handleDrop: (view, event, _slice, moved) => {
            const files = moved ? [] : imageFilesOf(event.dataTransfer?.files);
            if (files.length === 0) return false;
            event.preventDefault();
            options.onFiles(
              editor,
              files,
              view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos,
            );
            return true;
          },
        },
      }),
    ];
  },
});
