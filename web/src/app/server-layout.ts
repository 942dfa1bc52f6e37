import { createContext } from 'react';

/**
 * Which layout the server rendered a public page in. It cannot measure the screen, so it guesses
 * from the request (a phone's user agent); hydration starts from the same guess, then the screen
 * decides. A right guess means no jump between the phone and desktop layouts after the page paints.
 */
export const ServerPhoneLayoutContext = createContext(false);

/** The `<meta>` the server render puts in `<head>` to tell the browser its guess. */
export const SERVER_LAYOUT_META_NAME = 'trek-server-layout';

export const serverLayoutMetaTag = (phone: boolean): string => `<meta name="${SERVER_LAYOUT_META_NAME}" content="${phone ? 'phone' : 'desktop'}" />`;

/** The server render's guess, when this page arrived server-rendered. */
export function readServerPhoneLayout(): boolean {
  return document.querySelector(`meta[name="${SERVER_LAYOUT_META_NAME}"]`)?.getAttribute('content') === 'phone';
}
