/** Stable keys for n loading placeholders (they are positions, not items). */
export const placeholderKeys = (n: number): string[] => Array.from({ length: n }, (_, i) => `placeholder-${i + 1}`);
