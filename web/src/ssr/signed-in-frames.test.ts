import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminTabIds } from '../features/admin/admin-tab-ids';
import { paths } from '../config/paths';
import { SIGNED_IN_FRAMES } from './signed-in-frames';

// The frames name modules by their path in the build's manifest: a module moved or renamed would
// silently drop out of what the boot script fetches early.
const webRoot = join(import.meta.dirname, '..', '..');

describe("the dashboards' frames", () => {
  it('name only modules that exist, in both languages', () => {
    for (const frame of Object.values(SIGNED_IN_FRAMES)) {
      const modules = [frame.pageModule, ...frame.waitedFor('en'), ...frame.waitedFor('es'), ...Object.values(frame.tabModules ?? {})];
      for (const moduleId of modules) expect({ moduleId, exists: existsSync(join(webRoot, moduleId)) }).toEqual({ moduleId, exists: true });
    }
  });

  it('list every admin tab by its ?tab= name', () => {
    const { tabModules = {} } = SIGNED_IN_FRAMES[paths.adminDashboard] ?? { tabModules: {} };
    expect(Object.keys(tabModules).sort()).toEqual([...adminTabIds].sort());
  });
});
