import { Box, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfidentialNotice } from './components/ConfidentialNotice';
import { FlightBoardView } from './components/FlightBoardView';
import { LogisticsRecordsView } from './components/LogisticsRecordsView';
import { PrivacyView } from './components/PrivacyView';
import { RoomingView } from './components/RoomingView';
import { RoomsView } from './rooms/components/RoomsView';

type LogisticsView = 'records' | 'flights' | 'rooming' | 'rooms' | 'privacy';
const VIEWS: readonly LogisticsView[] = ['records', 'flights', 'rooming', 'rooms', 'privacy'];

/** Participants' private logistics (organizers only): the records with the Day 0 lock, arrivals & departures, the rooming report, room assignment, and privacy (retention and the read log). */
export function LogisticsTab() {
  const { t } = useTranslation('adminLogistics');
  const [view, setView] = useState<LogisticsView>('records');
  return (
    <Stack gap="md">
      <ConfidentialNotice />
      {/* Five views do not fit a phone in every language: the control scrolls sideways there. */}
      <Box style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}>
        <SegmentedControl
          aria-label={t('views.label')}
          value={view}
          onChange={(next) => setView(VIEWS.find((candidate) => candidate === next) ?? 'records')}
          data={VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
        />
      </Box>
      {view === 'records' ? <LogisticsRecordsView /> : null}
      {view === 'flights' ? <FlightBoardView /> : null}
      {view === 'rooming' ? <RoomingView /> : null}
      {view === 'rooms' ? <RoomsView /> : null}
      {view === 'privacy' ? <PrivacyView /> : null}
    </Stack>
  );
}
