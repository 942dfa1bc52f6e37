import { describe, expect, it } from '@jest/globals';
import { paths } from '../config/paths';
import { SIGNED_IN_FRAMES } from '../ssr/signed-in-frames';
import { PORTAL_OFFLINE_MODULES, portalPrecacheFiles, type BuildManifest } from './portal-precache';

// The shape of dist/.vite/manifest.json: the entry, the app it loads after the first paint, and the
// pages and copy it loads lazily.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], dynamicImports: ['src/app/AppOverlays.tsx', 'src/pages/AdminDashboardPage.tsx', 'src/pages/ParticipantDashboardPage.tsx', 'src/pages/ApplyPage.tsx', '_auth-api.js'] },
  'src/app/AppOverlays.tsx': { file: 'assets/AppOverlays.js', src: 'src/app/AppOverlays.tsx', imports: ['_Modal.js'] },
  '_Modal.js': { file: 'assets/Modal.js' },
  '_auth-api.js': { file: 'assets/auth-api.js' },
  'src/pages/AdminDashboardPage.tsx': { file: 'assets/AdminDashboardPage.js', src: 'src/pages/AdminDashboardPage.tsx', imports: ['_Table.js'] },
  'src/pages/ApplyPage.tsx': { file: 'assets/ApplyPage.js', src: 'src/pages/ApplyPage.tsx' },
  'src/pages/ParticipantDashboardPage.tsx': {
    file: 'assets/ParticipantDashboardPage.js',
    src: 'src/pages/ParticipantDashboardPage.tsx',
    css: ['assets/ParticipantDashboardPage.css'],
    imports: ['index.html'],
    dynamicImports: ['src/features/participant/profile/ProfileTab.tsx', 'src/features/participant/trip-card/TripCardTab.tsx'],
  },
  'src/features/participant/profile/ProfileTab.tsx': { file: 'assets/ProfileTab.js', src: 'src/features/participant/profile/ProfileTab.tsx' },
  'src/features/participant/trip-card/TripCardTab.tsx': { file: 'assets/TripCardTab.js', src: 'src/features/participant/trip-card/TripCardTab.tsx', imports: ['_Table.js'] },
  '_Table.js': { file: 'assets/Table.js' },
  'src/i18n/spanish-resources.ts': { file: 'assets/spanish-resources.js', src: 'src/i18n/spanish-resources.ts', dynamicImports: ['src/i18n/locales/es/tripCard.json', 'src/i18n/locales/es/admin.json'] },
  'src/i18n/locales/es/tripCard.json': { file: 'assets/tripCard.js', src: 'src/i18n/locales/es/tripCard.json' },
  'src/i18n/locales/es/admin.json': { file: 'assets/admin.js', src: 'src/i18n/locales/es/admin.json' },
};

const offlineModules = ['src/app/AppOverlays.tsx', 'src/pages/ParticipantDashboardPage.tsx', 'src/features/participant/trip-card/TripCardTab.tsx', 'src/i18n/spanish-resources.ts', 'src/i18n/locales/es/tripCard.json'];

describe("the service worker's precache", () => {
  it('holds the entry, the portal page, the trip card, the chunks and CSS they import and their Spanish copy', () => {
    const files = portalPrecacheFiles(manifest, offlineModules);
    expect([...files].sort()).toEqual(
      [
        'assets/index.js',
        'assets/index.css',
        'assets/AppOverlays.js',
        'assets/Modal.js',
        'assets/auth-api.js',
        'assets/ParticipantDashboardPage.js',
        'assets/ParticipantDashboardPage.css',
        'assets/TripCardTab.js',
        'assets/Table.js',
        'assets/spanish-resources.js',
        'assets/tripCard.js',
      ].sort(),
    );
  });

  it("leaves out the organizers' dashboard, the wizard, the other portal tabs and the organizers' copy", () => {
    const files = portalPrecacheFiles(manifest, offlineModules);
    for (const file of ['assets/AdminDashboardPage.js', 'assets/ApplyPage.js', 'assets/ProfileTab.js', 'assets/admin.js']) expect(files.has(file)).toBe(false);
  });

  it('keeps everything the portal waits for on every visit, so that it opens offline', () => {
    const portal = SIGNED_IN_FRAMES[paths.participantDashboard];
    for (const moduleId of portal ? [portal.pageModule, ...portal.waitedFor('en')] : []) expect(PORTAL_OFFLINE_MODULES).toContain(moduleId);
  });

  it('fails the build when a module it must keep is no longer built', () => {
    expect(() => portalPrecacheFiles(manifest, [...offlineModules, 'src/pages/Gone.tsx'])).toThrow(/src\/pages\/Gone.tsx/);
  });
});
