export default async function globalTeardown() {
  await globalThis.__TREK_INFRASTRUCTURE_STOP__?.();
}
