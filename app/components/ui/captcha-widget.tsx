import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { href } from "react-router";
import type {} from "altcha/types/react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import { FORM_USE_EVENTS, formUsed } from "~/utils/form-use";

export type CaptchaHandle = {
  /** Clears the solution: the visitor must solve a fresh challenge. */
  reset: () => void;
};

type Props = {
  /** The solved payload, or null when there is none (unsolved, expired, reset). */
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
};

// Options the widget reads from its `configuration` attribute (JSON).
const configuration = JSON.stringify({
  hideFooter: true,
  hideLogo: true,
  // The proof of work is quick; a short minimum keeps the "verifying" state visible without a wait.
  minDuration: 300,
});

/**
 * The self-hosted ALTCHA proof-of-work captcha. The widget's script (the `altcha` web component,
 * ~31 KB compressed, with its workers inlined as blob: URLs allowed by the CSP) is imported only on
 * the page that shows it, and only once the visitor starts on the form (focus, input or a press
 * anywhere in it) or the captcha comes within 200 px of the screen: not with the page. Until then
 * a look-alike checkbox holds its place; ticking it loads the widget and starts the verification.
 *
 * Neither the use nor the tick can be lost to the order in which code arrives: the form may be used,
 * and its box ticked, while its code is still loading (React hydrates it only then, and drops the
 * events it could not deliver meanwhile). So at mount the widget asks whether the form was used
 * already (formUsed), and reads the box's own state: the server's checkbox is a plain, uncontrolled
 * one, which keeps a tick given before hydration.
 */
export function CaptchaWidget({ onToken, ref }: Props) {
  const el = useRef<AltchaWidgetElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const lookAlike = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const [verifyOnLoad, setVerifyOnLoad] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  const verify = () => {
    setVerifyOnLoad(true);
    setWanted(true);
  };
  // Ticked before this code ran: verify now.
  useEffect(() => {
    if (!lookAlike.current?.checked) return;
    setVerifyOnLoad(true);
    setWanted(true);
  }, []);

  useEffect(() => {
    const container = box.current;
    if (wanted || !container) return;
    const want = () => setWanted(true);
    const form = container.closest("form");
    if (form && formUsed(form)) return want();
    for (const type of FORM_USE_EVENTS) form?.addEventListener(type, want, { passive: true });
    const near =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
            rootMargin: "200px 0px",
          })
        : undefined;
    near?.observe(container);
    return () => {
      for (const type of FORM_USE_EVENTS) form?.removeEventListener(type, want);
      near?.disconnect();
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    import("altcha").then(
      () => !cancelled && setLoaded(true),
      (err) => console.error("The captcha could not be loaded", err),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  useEffect(() => {
    const widget = el.current;
    if (!widget) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as CustomEvent<{ state: string; payload: string | null }>).detail;
      onTokenRef.current(state === "verified" && payload ? payload : null);
    };
    widget.addEventListener("statechange", onState);
    return () => widget.removeEventListener("statechange", onState);
  }, [loaded]);

  useImperativeHandle(ref, () => ({
    reset() {
      el.current?.reset?.();
      onTokenRef.current(null);
    },
  }));

  return (
    <div ref={box} aria-busy={!loaded} className="min-h-[74px]">
      {loaded ? (
        <altcha-widget
          ref={el as React.Ref<HTMLElement>}
          challenge={href("/api/captcha/challenge")}
          name="captcha"
          // Pressed before the widget was there: verify as soon as it is.
          auto={verifyOnLoad ? "onload" : undefined}
          configuration={configuration}
          style={{ "--altcha-max-width": "100%", "--altcha-border-radius": "0.375rem" }}
        />
      ) : (
        <label className="flex min-h-[74px] cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-4 text-sm text-ink">
          <input
            ref={lookAlike}
            type="checkbox"
            disabled={verifyOnLoad}
            onChange={(event) => {
              if (event.currentTarget.checked) verify();
            }}
            className="h-5 w-5"
          />
          I'm not a robot
        </label>
      )}
    </div>
  );
}
