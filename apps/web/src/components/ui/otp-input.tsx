import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";

export interface OtpInputProps {
  value: string;
  onChange(value: string): void;
  length?: number;
  /** Accessible name of the group, e.g. "Verification code". */
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the message that explains an error, tied to every box. */
  describedBy?: string;
}

/** Six single-digit boxes: typing moves on, Backspace moves back, pasting fills them all. */
export function OtpInput({
  value,
  onChange,
  length = 6,
  label = "Verification code",
  disabled,
  invalid,
  describedBy,
}: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? "");
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const setAt = (i: number, d: string) => {
    const next = digits.slice();
    next[i] = d;
    onChange(next.join("").slice(0, length));
  };
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Backspace" && !digits[i] && i > 0) {
      e.preventDefault();
      setAt(i - 1, "");
      focus(i - 1);
    } else if (e.key === "ArrowLeft") focus(i - 1);
    else if (e.key === "ArrowRight") focus(i + 1);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData("text").replace(/\D/g, "").slice(0, length);
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted);
    focus(pasted.length);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{label}</legend>
      {/* Boxes share the width (up to 48px each) so six fit a 360px phone inside the card. */}
      <div className="flex justify-between gap-2">
        {digits.map((d, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            aria-label={`Digit ${i + 1} of ${length}`}
            inputMode="numeric"
            autoComplete={i === 0 ? "one-time-code" : "off"}
            maxLength={1}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? describedBy : undefined}
            value={d}
            onPaste={onPaste}
            onKeyDown={(e) => onKeyDown(i, e)}
            onChange={(e) => {
              const typed = e.target.value.replace(/\D/g, "");
              if (typed.length > 1) {
                // Autofill or a fast typist: spread the digits from here.
                const merged = (digits.slice(0, i).join("") + typed).slice(0, length);
                onChange(merged);
                focus(merged.length);
                return;
              }
              setAt(i, typed);
              if (typed) focus(i + 1);
            }}
            className={`h-12 min-w-0 max-w-12 flex-1 rounded-xl border bg-white text-center text-xl font-semibold text-ink ${invalid ? "border-red-500" : "border-slate-300"}`}
          />
        ))}
      </div>
    </fieldset>
  );
}
