export default async function stopJourneyStack() {
  await globalThis.__TREK_E2E_STOP__?.();
}
