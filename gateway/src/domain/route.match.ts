import { ROUTE_TABLE, type RouteRule } from './route.table.js';

/** The paths the gateway owns; everything else belongs to the SPA. */
export function isGatewayPath(path: string): boolean {
  return /^\/(api|media)(\/|$)/i.test(path);
}

/**
 * Dot segments and encoded separators could make a path mean one thing to the gateway's
 * matching and another to the service behind it, so such paths are never forwarded.
 */
export function isAmbiguousPath(path: string): boolean {
  return /%2e|%2f|%5c|\\/i.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..');
}

function coversPath(rule: RouteRule, path: string): boolean {
  return path === rule.prefix || path.startsWith(`${rule.prefix}/`);
}

function coversMethod(rule: RouteRule, method: string): boolean {
  if (!rule.methods) return true;
  return rule.methods.includes(method) || (method === 'HEAD' && rule.methods.includes('GET'));
}

/** Longest prefix first; at equal length a rule naming the method beats a catch-all. */
function specificity(rule: RouteRule): number {
  return rule.prefix.length * 2 + (rule.methods ? 1 : 0);
}

const BY_SPECIFICITY = [...ROUTE_TABLE].sort((a, b) => specificity(b) - specificity(a));

/** The rule for a request, or undefined. Services route case-insensitively (Express's default), so matching does too. */
export function matchRoute(method: string, path: string): RouteRule | undefined {
  const normalised = path.toLowerCase();
  const upperMethod = method.toUpperCase();
  return BY_SPECIFICITY.find((rule) => coversPath(rule, normalised) && coversMethod(rule, upperMethod));
}
