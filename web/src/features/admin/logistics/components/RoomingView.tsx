import { Badge, Group, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { RoomingPerson } from '@trek/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { useRoomingReport } from '../queries/logistics-queries';
import { ScrollableTableFrame } from '../../../../components/ScrollableTableFrame';

function Person({ person }: { person: RoomingPerson }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {person.name || person.email}
      </Text>
      {person.name && person.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Text>
      )}
    </div>
  );
}

function RoomingSection({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge variant="light" color={count === 0 ? 'gray' : 'terracotta'}>
            {count}
          </Badge>
        </Group>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

function PeopleList({ people }: { people: RoomingPerson[] }) {
  return (
    <List spacing="xs" listStyleType="none">
      {people.map((person) => (
        <List.Item key={person.userId}>
          <Person person={person} />
        </List.Item>
      ))}
    </List>
  );
}

/** One rooming table: the report's people side by side, scrolling sideways on narrow screens. */
function RoomingTable({ caption, minWidth, columns, children }: { caption: string; minWidth: number; columns: string[]; children: ReactNode }) {
  return (
    <ScrollableTableFrame minWidth={minWidth} label={caption}>
      <Table striped verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollableTableFrame>
  );
}

/** A roommate request: who asked, the name they gave, and what the report found for it. */
function RequestRow({ requester, requestedName, children }: { requester: RoomingPerson; requestedName: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Person person={requester} />
      </Table.Td>
      <Table.Td>{requestedName}</Table.Td>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Who rooms with whom, from the submitted roommate preferences: what organizers need to assign rooms. */
export function RoomingView() {
  const { t } = useTranslation('adminLogistics');
  const report = useRoomingReport();
  if (report.isError) return <LoadErrorAlert title={t('rooming.loadFailed')} error={report.error} retryLabel={t('rooming.retry')} onRetry={() => void report.refetch()} />;
  if (!report.data) return <Skeleton height={320} radius="md" />;
  const { pairs, oneSided, unmatched, random, singleUpgrade } = report.data;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('rooming.intro')}
      </Text>
      <RoomingSection title={t('rooming.pairs')} count={pairs.length} empty={t('rooming.pairsEmpty')}>
        <RoomingTable caption={t('rooming.pairsCaption')} minWidth={480} columns={[t('rooming.columns.first'), t('rooming.columns.second')]}>
          {pairs.map(({ first, second }) => (
            <Table.Tr key={`${first.userId}-${second.userId}`}>
              <Table.Td>
                <Person person={first} />
              </Table.Td>
              <Table.Td>
                <Person person={second} />
              </Table.Td>
            </Table.Tr>
          ))}
        </RoomingTable>
      </RoomingSection>
      <RoomingSection title={t('rooming.oneSided')} count={oneSided.length} empty={t('rooming.oneSidedEmpty')}>
        <RoomingTable
          caption={t('rooming.oneSidedCaption')}
          minWidth={640}
          columns={[t('rooming.columns.requester'), t('rooming.columns.requestedName'), t('rooming.columns.requested')]}
        >
          {oneSided.map(({ requester, requestedName, requested }) => (
            <RequestRow key={requester.userId} requester={requester} requestedName={requestedName}>
              <Person person={requested} />
              <Text size="xs" c="terracotta.7">
                {t('rooming.asksOther', { name: requested.name || requested.email })}
              </Text>
            </RequestRow>
          ))}
        </RoomingTable>
      </RoomingSection>
      <RoomingSection title={t('rooming.unmatched')} count={unmatched.length} empty={t('rooming.unmatchedEmpty')}>
        <RoomingTable
          caption={t('rooming.unmatchedCaption')}
          minWidth={640}
          columns={[t('rooming.columns.requester'), t('rooming.columns.requestedName'), t('rooming.columns.candidates')]}
        >
          {unmatched.map(({ requester, requestedName, candidates }) => (
            <RequestRow key={requester.userId} requester={requester} requestedName={requestedName}>
              {candidates.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('rooming.noCandidates')}
                </Text>
              ) : (
                <PeopleList people={candidates} />
              )}
            </RequestRow>
          ))}
        </RoomingTable>
      </RoomingSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RoomingSection title={t('rooming.random')} count={random.length} empty={t('rooming.randomEmpty')}>
          <PeopleList people={random} />
        </RoomingSection>
        <RoomingSection title={t('rooming.singleUpgrade')} count={singleUpgrade.length} empty={t('rooming.singleUpgradeEmpty')}>
          <PeopleList people={singleUpgrade} />
        </RoomingSection>
      </SimpleGrid>
    </Stack>
  );
}
