import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  /** The id of the element that names the dialog (its visible title). */
  labelledBy: string;
  onClose: () => void;
  /** Where focus goes back to when the sheet closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * A right-side modal sheet, mounted while open, without a dialog library (Radix Dialog and its
 * dismissable layer cost every page ~12 KB of compressed JavaScript for this one menu):
 * - role="dialog" + aria-modal, named by its title; the rest of the page is `inert` meanwhile, so
 *   neither pointer, keyboard nor assistive technology reaches it;
 * - focus moves to the first control inside and Tab / Shift+Tab wrap around within the sheet;
 * - Escape and a click on the overlay close it; focus returns to the opening button;
 * - the page behind does not scroll.
 */
export function ModalSheet({ labelledBy, onClose, returnFocusTo, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const root = rootRef.current;
    const sheet = sheetRef.current;
    if (!root || !sheet) return;
    const madeInert = [...document.body.children].filter(
      (el): el is HTMLElement => el !== root && el instanceof HTMLElement && !el.inert,
    );
    for (const el of madeInert) el.inert = true;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    sheet.querySelector<HTMLElement>(TABBABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const tabbable = [...sheet.querySelectorAll<HTMLElement>(TABBABLE)];
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) return;
      const inside = sheet.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    const returnTo = returnFocusTo.current;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      for (const el of madeInert) el.inert = false;
      document.body.style.overflow = previousOverflow;
      returnTo?.focus();
    };
  }, [returnFocusTo]);

  return createPortal(
    <div ref={rootRef}>
      <div
        aria-hidden
        className="fixed inset-0 z-50 animate-fade-in bg-slate-900/50"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] animate-slide-in-right flex-col overflow-y-auto bg-white p-5 shadow-xl"
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
