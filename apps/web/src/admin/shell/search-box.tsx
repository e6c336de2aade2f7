import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

/** A search field that tells its owner after the typing pauses (300 ms), so each keystroke is not a request. */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
  delay = 300,
}: {
  label: string;
  value: string;
  onSearch(q: string): void;
  placeholder?: string;
  delay?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const last = useRef(value);
  // The address may change the value (back button, "clear filters"): follow it.
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === last.current.trim()) return;
    const t = setTimeout(() => {
      last.current = text.trim();
      onSearch(text.trim());
    }, delay);
    return () => clearTimeout(t);
  }, [text, delay, onSearch]);

  return (
    <div className="flex w-full flex-col gap-1 sm:max-w-sm">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Search size={18} aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white py-2 pr-3 pl-9 text-base text-ink"
        />
      </div>
    </div>
  );
}
