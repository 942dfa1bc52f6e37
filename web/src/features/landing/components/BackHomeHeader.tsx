import { Box, Button, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PageLink } from '../../../lib/page-navigation';
import { paths } from '../../../config/paths';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { BrandLink } from './BrandLink';
import classes from './BackHomeHeader.module.css';

/** The header of a page outside the landing page (privacy, set password): the brand and a way home. */
export function BackHomeHeader({ backHomeLabel }: { backHomeLabel: string }) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="md" className={classes.bar}>
        <BrandLink withEditionLabel={false} />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <Button component={PageLink} to={paths.home} variant="subtle" px="xs" aria-label={backHomeLabel} leftSection={<IconArrowLeft size={18} aria-hidden />}>
            <span className={classes.backLabel}>{backHomeLabel}</span>
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
