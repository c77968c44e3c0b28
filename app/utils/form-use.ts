type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The controls inside `root` that hold something other than their server default: the visitor used
 * them before the scripts ran (or before the form's code arrived), or the browser restored them.
 */
export function changedSinceServer(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>("input, select, textarea")].filter((control) => {
    if (control instanceof HTMLSelectElement) {
      const initial = [...control.options].findIndex((option) => option.defaultSelected);
      return control.multiple
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control.selectedIndex !== Math.max(initial, 0);
    }
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio"))
      return control.checked !== control.defaultChecked;
    return control.value !== control.defaultValue;
  });
}

/** What counts as using a form: a focus, an input or a press inside it. */
export const FORM_USE_EVENTS = ["focusin", "input", "pointerdown"] as const;

const used = new WeakSet<HTMLFormElement>();
// Noted from the first script on, whatever happens to the event afterwards: React stops the
// propagation of an event aimed at a part of the page it has not hydrated yet, and a component's own
// listener, added once it has hydrated, comes too late for it.
if (typeof document !== "undefined") {
  const note = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest("form") : null;
    if (form) used.add(form);
  };
  for (const type of FORM_USE_EVENTS) document.addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Whether the visitor has used `form` (a focus, input or press in it since the scripts ran, the focus
 * in it now, or a value changed before they ran): for a part of it that loads when the form is used
 * (the captcha), asked when that part mounts, as the use may have come first.
 */
export function formUsed(form: HTMLFormElement): boolean {
  return used.has(form) || form.contains(document.activeElement) || changedSinceServer(form).length > 0;
}
