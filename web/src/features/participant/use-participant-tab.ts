import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { participantTabFromHash, participantTabs, type ParticipantTab, type ParticipantTabId } from './participant-tabs';

/** The open participant tab lives in the URL hash, so it is read on load and survives a reload. */
export function useParticipantTab(): [ParticipantTab, (id: ParticipantTabId) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const activeTab = participantTabFromHash(hash);

  const openTab = useCallback(
    (id: ParticipantTabId) => {
      const tab = participantTabs.find((candidate) => candidate.id === id);
      if (tab) void navigate({ hash: tab.hash }, { replace: true });
    },
    [navigate],
  );

  return [activeTab, openTab];
}
