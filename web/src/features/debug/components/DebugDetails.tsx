import { Alert, Button, Code, Container, Group, Stack, Table, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Spec 2.9 debug page: proves the app renders and shows where and in what it runs. */
export function DebugDetails() {
  const { t } = useTranslation('landingDebug');
  const location = useLocation();
  const [timestamp] = useState(() => new Date().toISOString());
  const [consoleTested, setConsoleTested] = useState(false);

  const runConsoleTest = () => {
    // Writing to the console is the point of this button; warn is the level the lint rules allow.
    console.warn(t('debug.consoleMessage', { timestamp: new Date().toISOString() }));
    setConsoleTested(true);
  };

  const rows = [
    [t('debug.address'), `${window.location.origin}${location.pathname}${location.search}${location.hash}`],
    [t('debug.agent'), navigator.userAgent],
    [t('debug.timestamp'), timestamp],
  ] as const;

  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="md">
        <Title order={1}>{t('debug.title')}</Title>
        <Alert color="agave" variant="light" icon={<IconCircleCheck aria-hidden />}>
          {t('debug.success')}
        </Alert>
        <Table withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={180}>
                  {label}
                </Table.Th>
                <Table.Td>
                  <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button component={Link} to={paths.home}>
            {t('debug.home')}
          </Button>
          <Button variant="light" onClick={runConsoleTest}>
            {t('debug.consoleTest')}
          </Button>
        </Group>
        {consoleTested && <Alert variant="light">{t('debug.consoleDone')}</Alert>}
      </Stack>
    </Container>
  );
}
