import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into `field` as a person pasting it: a click, then one input event. For tests about
 * what a form keeps or sends, not about typing: `user.type` re-renders the form once per character,
 * ~30 ms of CPU each in React's development build. `user` is a `userEvent.setup()` instance or
 * `userEvent` itself.
 */
export async function fillIn(user: Pick<UserEvent, 'click' | 'paste'>, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
