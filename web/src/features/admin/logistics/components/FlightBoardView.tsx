import { Alert, Badge, Button, Group, List, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlaneArrival, IconPlaneDeparture, IconPrinter } from '@tabler/icons-react';
import { FLIGHT_BOARD_WINDOW_HOURS, type FlightBoard, type FlightBoardGroup, type FlightBoardMissing } from '@trek/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../../components/LoadErrorAlert';
import { ScrollableTableFrame } from '../../../../components/ScrollableTableFrame';
import { zoneCity } from '../../../../lib/flight-format';
import { formatDay } from '../../../../lib/format-date';
import { EditionYearSelect, useEditionYearFilter } from '../../components/EditionYearSelect';
import { ListToolbar } from '../../components/ListToolbar';
import { downloadFlightBoardCsv } from '../api/flight-board-api';
import { useFlightBoard } from '../queries/flight-board-queries';
import classes from './FlightBoardView.module.css';

type Direction = 'arrivals' | 'departures';

/** One pickup (or drop-off): who lands at one airport within one window of its local time. */
function PickupGroup({ group }: { group: FlightBoardGroup }) {
  const { t } = useTranslation('adminLogistics');
  return (
    <Paper withBorder radius="md" p="sm" className={classes.group}>
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text fw={700}>
          {group.airport} · <span className={classes.time}>{group.windowStart}–{group.windowEnd}</span>
        </Text>
        <Text size="xs" c="dimmed">
          {t('flights.localTime', { city: zoneCity(group.timeZone) })} · {t('flights.people', { count: group.flights.length })}
        </Text>
      </Group>
      <ScrollableTableFrame label={t('flights.groupLabel', { airport: group.airport, start: group.windowStart, end: group.windowEnd })} minWidth={340}>
        <Table striped withTableBorder={false} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('flights.columns.time')}</Table.Th>
              <Table.Th>{t('flights.columns.name')}</Table.Th>
              <Table.Th>{t('flights.columns.flight')}</Table.Th>
              <Table.Th>{t('flights.columns.phone')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.flights.map((flight) => (
              <Table.Tr key={`${flight.userId}-${flight.at}`}>
                <Table.Td className={classes.time}>{flight.time}</Table.Td>
                <Table.Td>{flight.participantName || t('list.notProvided')}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {flight.flightNumber}{' '}
                  <Text span size="xs" c="dimmed">
                    {flight.airline}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.time}>{flight.phoneMexico || t('list.notProvided')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTableFrame>
    </Paper>
  );
}

/** Groups by the airport's local day, in time order. */
function byDay(groups: FlightBoardGroup[]): Array<[string, FlightBoardGroup[]]> {
  const days = new Map<string, FlightBoardGroup[]>();
  for (const group of groups) days.set(group.date, [...(days.get(group.date) ?? []), group]);
  return [...days];
}

function MissingList({ people, direction }: { people: FlightBoardMissing[]; direction: Direction }) {
  const { t } = useTranslation('adminLogistics');
  return (
    <Paper withBorder radius="md" p="sm" className={classes.group}>
      <Group gap="xs" mb="xs">
        <Title order={4} size="h5">
          {t(`flights.missing.${direction}`)}
        </Title>
        <Badge variant="light" color={people.length === 0 ? 'gray' : 'yellow'}>
          {people.length}
        </Badge>
      </Group>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('flights.missing.none')}
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none">
          {people.map((person) => (
            <List.Item key={person.userId}>
              {person.participantName || t('list.notProvided')}
              {person.freeText ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  — {t('flights.missing.freeText', { text: person.freeText })}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

function DirectionSection({ board, direction }: { board: FlightBoard; direction: Direction }) {
  const { t } = useTranslation('adminLogistics');
  const groups = board[direction];
  const Icon = direction === 'arrivals' ? IconPlaneArrival : IconPlaneDeparture;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`flight-board-${direction}`}>
      <Group gap="xs">
        <Icon size={22} aria-hidden />
        <Title order={2} size="h3" id={`flight-board-${direction}`}>
          {t(`flights.${direction}`)}
        </Title>
      </Group>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('flights.empty')}
        </Text>
      ) : (
        byDay(groups).map(([date, dayGroups]) => (
          <Stack key={date} gap="xs">
            <Title order={3} size="h5">
              {formatDay(date)}
            </Title>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
              {dayGroups.map((group) => (
                <PickupGroup key={`${group.airport}-${group.windowStart}`} group={group} />
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
      <MissingList people={direction === 'arrivals' ? board.withoutArrival : board.withoutDeparture} direction={direction} />
    </Stack>
  );
}

/**
 * Arrivals & departures: who lands and leaves when, by the airport's local day, airport and time
 * window (one airport pickup each), and who has no flight yet. Exported as CSV; printed alone.
 */
export function FlightBoardView() {
  const { t } = useTranslation('adminLogistics');
  const { year, setYear, yearParam } = useEditionYearFilter();
  const [windowHours, setWindowHours] = useState(2);
  const params = { ...yearParam, windowHours };
  const board = useFlightBoard(params);

  return (
    <Stack gap="md" className={classes.board}>
      <Paper withBorder p="md" radius="md" className={classes.noPrint}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <EditionYearSelect value={year} onChange={setYear} />
          <Select
            label={t('flights.window')}
            data={FLIGHT_BOARD_WINDOW_HOURS.map((hours) => ({ value: String(hours), label: t('flights.windowHours', { count: hours }) }))}
            value={String(windowHours)}
            onChange={(next) => setWindowHours(Number(next ?? 2))}
            allowDeselect={false}
            w={160}
          />
        </Group>
      </Paper>
      <div className={classes.noPrint}>
        <ListToolbar namespace="adminLogistics" total={undefined} download={() => downloadFlightBoardCsv(params)}>
          <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('flights.print')}
          </Button>
        </ListToolbar>
      </div>
      {board.data ? (
        <Text size="sm" c="dimmed">
          {t('flights.intro', { year: board.data.year, count: board.data.windowHours })}
        </Text>
      ) : null}
      {board.isError ? (
        <LoadErrorAlert title={t('flights.loadFailed')} error={board.error} retryLabel={t('list.retry')} onRetry={() => void board.refetch()} />
      ) : board.data ? (
        <>
          <DirectionSection board={board.data} direction="arrivals" />
          <DirectionSection board={board.data} direction="departures" />
        </>
      ) : (
        <Stack gap="sm" aria-busy>
          <Skeleton height={28} width={200} />
          <Skeleton height={120} />
        </Stack>
      )}
      <Alert color="gray" p="xs" className={classes.noPrint}>
        <Text size="xs">{t('flights.privacy')}</Text>
      </Alert>
    </Stack>
  );
}
