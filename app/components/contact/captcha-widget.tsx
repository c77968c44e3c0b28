import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import type {} from "altcha/types/react";
import type { AltchaWidgetElement } from "altcha/types/generic";

export type CaptchaHandle = {
  /** Clears the solution: the visitor must solve a fresh challenge. */
  reset: () => void;
};

type Props = {
  /** The solved payload, or null when there is none (unsolved, expired, reset). */
  onToken: (token: string | null) => void;
};

// Options the widget reads from its `configuration` attribute (JSON).
const configuration = JSON.stringify({
  hideFooter: true,
  hideLogo: true,
  // The proof of work is quick; a short minimum keeps the "verifying" state visible without a wait.
  minDuration: 300,
});

/**
 * The self-hosted ALTCHA proof-of-work captcha. The widget's script (the `altcha` web component, with
 * its workers inlined as blob: URLs allowed by the CSP) is imported only on the page that shows it,
 * after hydration, so no other page pays for it.
 */
export const CaptchaWidget = forwardRef<CaptchaHandle, Props>(function CaptchaWidget({ onToken }, ref) {
  const el = useRef<AltchaWidgetElement>(null);
  const [loaded, setLoaded] = useState(false);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    import("altcha").then(
      () => !cancelled && setLoaded(true),
      (err) => console.error("The captcha could not be loaded", err),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const widget = el.current;
    if (!widget) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload: string | null }>).detail;
      onTokenRef.current(state === "verified" && payload ? payload : null);
    };
    widget.addEventListener("statechange", onState);
    return () => widget.removeEventListener("statechange", onState);
  }, []);

  useImperativeHandle(ref, () => ({
    reset() {
      el.current?.reset?.();
      onTokenRef.current(null);
    },
  }));

  return (
    <div aria-busy={!loaded} className="min-h-[74px]">
      <altcha-widget
        ref={el as React.Ref<HTMLElement>}
        challenge="/api/captcha/challenge"
        name="captcha"
        configuration={configuration}
        style={{ "--altcha-max-width": "100%", "--altcha-border-radius": "0.375rem" }}
      />
    </div>
  );
});
