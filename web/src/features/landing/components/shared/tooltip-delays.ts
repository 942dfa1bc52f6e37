/**
 * Spec 9: a tooltip opens after 700 ms; within 300 ms of one closing, the next opens at once
 * (Mantine's Tooltip.Group: its close delay is that window).
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
