import { Anchor, Container, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Supporter } from '@trek/contracts';
import { useTranslation } from 'react-i18next';
import { byOrder } from '../../content/display';
import { useSupporters } from '../../queries/public-content-queries';
import type { LandingSectionProps } from '../../sections';
import { ResponsiveImage } from '../../../../components/ResponsiveImage';
import { SectionTitle } from '../shared/SectionTitle';
import { EmptyMessage, LoadFailedMessage } from '../shared/SectionStatus';
import classes from './SupportersSection.module.css';

/** Spec 2.2 "Our Previous Supporters": a logo grid; a logo links to the supporter's website. */
export function SupportersSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  const supporters = useSupporters();
  const list = [...(supporters.data ?? [])].sort(byOrder);

  let body;
  if (supporters.isPending) {
    body = (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (supporters.isError) body = <LoadFailedMessage title={t('common.loadFailed')} />;
  else if (list.length === 0) body = <EmptyMessage>{t('supporters.empty')}</EmptyMessage>;
  else
    body = (
      <Group justify="center" gap="md">
        {list.map((supporter) => (
          <SupporterLogo key={supporter.id} supporter={supporter} />
        ))}
      </Group>
    );

  return (
    <Container size="xl" py="xl">
      <SectionTitle id={headingId} title={t('supporters.title')} />
      {body}
    </Container>
  );
}

function SupporterLogo({ supporter }: { supporter: Supporter }) {
  const { t } = useTranslation('landingSections');
  const logo = (
    <Paper withBorder radius="md" p="md" className={classes.tile}>
      {supporter.logoUrl ? (
        <ResponsiveImage src={supporter.logoUrl} alt={t('supporters.logoOf', { name: supporter.name })} width={160} height={64} fit="contain" className={classes.logo} />
      ) : (
        // A logo stored as another site's address reads as none (see storedImageUrlSchema): the name stands in.
        <Text fw={600} ta="center">
          {supporter.name}
        </Text>
      )}
    </Paper>
  );
  if (!supporter.website) return logo;
  return (
    <Anchor href={supporter.website} target="_blank" rel="noopener noreferrer" aria-label={`${t('supporters.visit', { name: supporter.name })} ${t('common.opensInNewTab')}`}>
      {logo}
    </Anchor>
  );
}
