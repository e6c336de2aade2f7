import { useState } from "react";

/** An image that disappears when it cannot load (spec: broken images hidden). Decorative by default. */
export function HideBrokenImage({ src, alt = "", className }: { src: string; alt?: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return <img src={src} alt={alt} className={className} loading="lazy" onError={() => setBroken(true)} />;
}
