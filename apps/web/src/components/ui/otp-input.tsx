import { useLingui } from "@lingui/react/macro";
import { type ClipboardEvent, type CSSProperties, type KeyboardEvent, useRef } from "react";

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
export function OtpInput({ value, onChange, length = 6, label, disabled, invalid, describedBy }: OtpInputProps) {
  const { t } = useLingui();
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
    // min-w-0: a fieldset is at least as wide as its content's min-content by default, which pushed the
    // sixth box out of the card at 360px.
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{label ?? t`Verification code`}</legend>
      {/* Six columns that may shrink to nothing and grow to 48px, spread across the card: six boxes fit
          a 320px phone (about 35px each), are at least 44px wide on a 360px phone's sign-in card, and
          stay 48px tall for a thumb. */}
      <div
        className="grid grid-cols-[repeat(var(--otp-boxes),minmax(0,3rem))] justify-between gap-1 sm:gap-2"
        style={{ "--otp-boxes": length } as CSSProperties}
      >
        {digits.map((d, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            aria-label={t`Digit ${i + 1} of ${length}`}
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
            className={`h-12 w-full min-w-0 rounded-xl border bg-white text-center text-xl font-semibold text-ink ${invalid ? "border-red-500" : "border-slate-300"}`}
          />
        ))}
      </div>
    </fieldset>
  );
}
