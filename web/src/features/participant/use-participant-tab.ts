import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { participantTabFromHash, participantTabs, type ParticipantTab, type ParticipantTabId } from './participant-tabs';

/**
 * The open participant tab lives in the URL hash, so it is read on load and survives a reload.
 * Opened offline with no tab named (the installed app starts at the portal), the trip card is the
 * tab that works, so it opens instead of the profile.
 */
export function useParticipantTab(): [ParticipantTab, (id: ParticipantTabId) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [openedOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const activeTab = participantTabFromHash(hash === '' && openedOffline ? 'trip-card' : hash);

  const openTab = useCallback(
    (id: ParticipantTabId) => {
      const tab = participantTabs.find((candidate) => candidate.id === id);
      if (tab) void navigate({ hash: tab.hash }, { replace: true });
    },
    [navigate],
  );

  return [activeTab, openTab];
}
