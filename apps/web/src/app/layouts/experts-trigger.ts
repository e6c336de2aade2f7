/** The desktop 'Experts' menu's button, before and after its menu has loaded (experts-menu.tsx). */
export const expertsTriggerClass =
  "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-muted hover:text-ink";
