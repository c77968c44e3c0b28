/**
 * A field people never see (off-screen, not focusable, hidden from assistive tech) that bots fill in;
 * the server accepts such a submission silently and stores nothing.
 */
export function Honeypot({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <div
      aria-hidden="true"
      style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
    >
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          {...(onChange && { value, onChange: (e) => onChange(e.target.value) })}
        />
      </label>
    </div>
  );
}
