function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls a section of the current page into view (smoothly unless the visitor asked for reduced
 * motion) and moves focus there, so keyboard and screen-reader users land where the eye does.
 * Sections carry tabIndex -1 and a scroll margin for the fixed navigation bar.
 */
export function scrollToSection(id: string, { focus = true }: { focus?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
  if (focus) target.focus({ preventScroll: true });
  return true;
}
