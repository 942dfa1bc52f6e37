function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to the element with this id (smoothly, unless `jump` or the visitor prefers less motion)
 * and gives it focus, so keyboard and screen-reader users go on from the section they chose (a menu
 * that closed behind them would leave focus on the page body). Returns false (and does nothing)
 * when the page has no such section.
 */
export function scrollToSection(id: string, { jump = false } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: jump || prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
