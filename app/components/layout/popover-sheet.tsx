import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus on the sheet's first control, unless a key press has already put it inside. */
function focusInto(sheet: HTMLElement) {
  if (!sheet.contains(document.activeElement)) sheet.querySelector<HTMLElement>(TABBABLE)?.focus();
}

type Props = {
  id: string;
  /** The id of the element that names the dialog (its visible title). */
  labelledBy: string;
  children: ReactNode;
};

/**
 * A right-side sheet that is an HTML popover: a `popovertarget` button opens it and the browser
 * closes it on Escape or a click outside, before any JavaScript has run. Once hydrated, it is made
 * modal while open: the rest of the page is `inert` (pointer, keyboard and assistive technology
 * reach only the sheet), focus starts on its first control and Tab wraps inside, the page behind does
 * not scroll. It lives beside the page, not inside the header, so making the page inert spares it.
 */
export function PopoverSheet({ id, labelledBy, children }: Props) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  // Opened before hydration: take it over as it is.
  useEffect(() => setOpen(sheetRef.current?.matches(":popover-open") ?? false), []);

  // The Tab trap listens from hydration on and asks the browser whether the sheet shows: the sheet
  // shows as the button is pressed, the toggle event and React's render after it come later, and a
  // Tab pressed in between must already land inside (Shift+Tab on the last control, Tab on the first).
  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || !sheet.matches(":popover-open")) return;
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
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!open || !sheet) return;
    const madeInert = [...document.body.children].filter(
      (el): el is HTMLElement => el !== sheet && el instanceof HTMLElement && !el.inert,
    );
    for (const el of madeInert) el.inert = true;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    focusInto(sheet);
    return () => {
      for (const el of madeInert) el.inert = false;
      document.body.style.overflow = previousOverflow;
      document.querySelector<HTMLElement>(`[popovertarget="${id}"]`)?.focus();
    };
  }, [open, id]);

  // A click on the backdrop (outside the sheet's box) closes it, whatever the page behind is.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientX < box.left || event.clientX > box.right) event.currentTarget.hidePopover();
  };

  return (
    <div
      ref={sheetRef}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      onToggle={(event) => {
        // Focus moves in on the toggle event itself, not a render later.
        if (event.newState === "open") focusInto(event.currentTarget);
        setOpen(event.newState === "open");
      }}
      onClick={onClick}
      className="inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[min(20rem,85vw)] animate-slide-in-right flex-col overflow-y-auto border-0 bg-white p-5 shadow-xl backdrop:bg-slate-900/50 open:flex [&:popover-open]:flex"
    >
      {children}
    </div>
  );
}
