import { isAmbiguousPath, isGatewayPath, matchRoute } from './route.match.js';

const target = (method: string, path: string) => {
  const rule = matchRoute(method, path);
  return rule && `${rule.service} ${rule.policy}`;
};

describe('route matching', () => {
  it('when a longer prefix exists, then it wins over a shorter one', () => {
    expect(target('GET', '/api/public/participant-profiles')).toBe('participant public');
    expect(target('GET', '/api/public/team')).toBe('content public');
    expect(target('POST', '/api/participant/upload')).toBe('upload PARTICIPANT');
    expect(target('GET', '/api/participant/profile')).toBe('participant PARTICIPANT');
  });

  it('when a rule names methods, then other methods fall through to a shorter rule or to nothing', () => {
    expect(target('GET', '/api/participant/upload')).toBe('participant PARTICIPANT');
    expect(target('POST', '/api/public/participant-profiles')).toBe('content public');
    expect(target('GET', '/api/applications')).toBeUndefined();
    expect(target('DELETE', '/media/a.png')).toBeUndefined();
  });

  it('when a calendar app fetches a feed, then the public itinerary goes to content and a private trip feed to participant, read-only and without a session', () => {
    expect(target('GET', '/api/public/itinerary.ics')).toBe('content public');
    expect(target('GET', `/api/calendar/${'a'.repeat(24)}.secret.ics`)).toBe('participant public');
    expect(target('POST', '/api/calendar/anything')).toBeUndefined();
    expect(target('DELETE', '/api/participant/calendar-feed')).toBe('participant PARTICIPANT');
  });

  it('when a GET rule exists, then HEAD matches it too', () => {
    expect(target('HEAD', '/media/a.png')).toBe('upload public');
  });

  it('when a path only starts with the same letters, then it does not match the prefix', () => {
    expect(target('GET', '/api/publicity')).toBeUndefined();
    expect(target('GET', '/api/admin/accountsX')).toBeUndefined();
    expect(target('GET', '/api/admin/accounts/')).toBe('auth ORGANIZER');
  });

  it('when the case differs, then the same rule applies (services route case-insensitively)', () => {
    expect(target('get', '/API/ADMIN/Accounts/1')).toBe('auth ORGANIZER');
  });

  it('tells gateway paths from SPA paths', () => {
    expect(['/api', '/api/x', '/media/a.png', '/API/x'].every(isGatewayPath)).toBe(true);
    expect(['/', '/apply', '/apix', '/participant/dashboard', '/mediakit'].some(isGatewayPath)).toBe(false);
  });

  it('flags dot segments and encoded separators', () => {
    expect(['/api/public/../admin', '/api/./me', '/api/public/%2E%2E/admin', '/api/a%2fb', '/api/a\\b'].every(isAmbiguousPath)).toBe(true);
    expect(isAmbiguousPath('/api/public/faqs')).toBe(false);
  });
});
