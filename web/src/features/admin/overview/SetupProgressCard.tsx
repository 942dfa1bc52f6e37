import { Anchor, Badge, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminOverview } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ScrollableTableFrame } from '../../../components/ScrollableTableFrame';
import { NudgeAllButton, NudgeButton } from './NudgeButtons';
import { OverviewCard } from './OverviewCard';

const SETUP_COUNTS = ['profileComplete', 'logisticsSubmitted', 'whatsappJoined', 'fullySetUp'] as const;

export interface SetupProgressCardProps {
  participants: AdminOverview['participants'];
  missing: AdminOverview['missing'];
}

/** How many participants have done each setup item, and who still misses what. */
export function SetupProgressCard({ participants, missing }: SetupProgressCardProps) {
  const { t } = useTranslation('admin');
  const total = participants.totalAccounts;
  const hidden = missing.total - missing.people.length;

  return (
    <OverviewCard
      title={t('overview.setup.title')}
      aside={
        <Anchor component={Link} to={`${paths.adminDashboard}?tab=participants`} size="sm">
          {t('overview.setup.open')}
        </Anchor>
      }
    >
      {total === 0 ? (
        <Text c="dimmed">{t('overview.setup.noAccounts')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('overview.setup.accounts', { count: total })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SETUP_COUNTS.map((key) => {
              const done = participants[key];
              const label = t(`overview.setup.items.${key}`);
              return (
                <Stack key={key} gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {label}
                    </Text>
                    <Text size="sm">{t('overview.setup.ratio', { done, total })}</Text>
                  </Group>
                  <Progress
                    value={Math.round((done / total) * 100)}
                    color={done === total ? 'agave' : 'terracotta'}
                    aria-label={t('overview.setup.barLabel', { label, done, total })}
                  />
                </Stack>
              );
            })}
          </SimpleGrid>
          <Group justify="space-between" align="center" gap="xs">
            <Title order={3} size="h5">
              {t('overview.missing.title')}
            </Title>
            {missing.total > 0 && <NudgeAllButton total={missing.total} />}
          </Group>
          {missing.total === 0 ? (
            <Text c="agave.8">{t('overview.missing.allDone')}</Text>
          ) : (
            <>
              <ScrollableTableFrame minWidth={480} label={t('overview.missing.caption')}>
                <Table striped verticalSpacing="xs" aria-label={t('overview.missing.caption')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('overview.missing.columns.name')}</Table.Th>
                      <Table.Th>{t('overview.missing.columns.missing')}</Table.Th>
                      <Table.Th>{t('overview.missing.columns.remind')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {missing.people.map((person) => (
                      <Table.Tr key={person.userId}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {person.name || person.email}
                          </Text>
                          {person.name && (
                            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {person.email}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            {person.missing.map((item) => (
                              <Badge key={item} variant="light" color="orange" style={{ minWidth: 'max-content' }}>
                                {t(`overview.missing.items.${item}`)}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <NudgeButton userId={person.userId} name={person.name || person.email} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollableTableFrame>
              {hidden > 0 && (
                <Text size="sm" c="dimmed">
                  {t('overview.missing.more', { count: hidden })}
                </Text>
              )}
            </>
          )}
        </>
      )}
    </OverviewCard>
  );
}
