import { describe, expect, it } from '@jest/globals';
import { pathAfterSignIn } from './dashboard-path';

describe('where a sign-in leads', () => {
  it('when the guard turned the visitor away from a page of their own dashboard, then back to it, query and tab included', () => {
    expect(pathAfterSignIn('ORGANIZER', { returnTo: '/admin/dashboard?tab=my-profile' })).toBe('/admin/dashboard?tab=my-profile');
    expect(pathAfterSignIn('PARTICIPANT', { returnTo: '/participant/dashboard#trip-card' })).toBe('/participant/dashboard#trip-card');
  });

  it('when the page was another role\'s, another path, or nothing, then to their own dashboard', () => {
    expect(pathAfterSignIn('PARTICIPANT', { returnTo: '/admin/dashboard?tab=applications' })).toBe('/participant/dashboard');
    expect(pathAfterSignIn('ORGANIZER', { returnTo: '/admin/dashboard-evil' })).toBe('/admin/dashboard');
    expect(pathAfterSignIn('ORGANIZER', { returnTo: 'https://elsewhere.example/admin/dashboard' })).toBe('/admin/dashboard');
    expect(pathAfterSignIn('ORGANIZER', null)).toBe('/admin/dashboard');
    expect(pathAfterSignIn('ORGANIZER', { returnTo: 42 })).toBe('/admin/dashboard');
  });
});
