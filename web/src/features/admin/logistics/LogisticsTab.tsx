import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfidentialNotice } from './components/ConfidentialNotice';
import { LogisticsRecordsView } from './components/LogisticsRecordsView';
import { RoomingView } from './components/RoomingView';

type LogisticsView = 'records' | 'rooming';

/** Participants' private logistics (organizers only): the records with the Day 0 lock, and the rooming report. */
export function LogisticsTab() {
  const { t } = useTranslation('adminLogistics');
  const [view, setView] = useState<LogisticsView>('records');
  return (
    <Stack gap="md">
      <ConfidentialNotice />
      <SegmentedControl
        aria-label={t('views.label')}
        value={view}
        onChange={(next) => setView(next === 'rooming' ? 'rooming' : 'records')}
        data={[
          { value: 'records', label: t('views.records') },
          { value: 'rooming', label: t('views.rooming') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'records' ? <LogisticsRecordsView /> : <RoomingView />}
    </Stack>
  );
}
