import { Box, Button, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { BrandLink } from './BrandLink';
import classes from './BackHomeHeader.module.css';

/** The header of a page outside the landing page (privacy, set password): the brand and a way home. */
export function BackHomeHeader({ backHomeLabel }: { backHomeLabel: string }) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="md" className={classes.bar}>
        <BrandLink withEditionLabel={false} />
        <Button component={Link} to={paths.home} variant="subtle" px="xs" leftSection={<IconArrowLeft size={18} aria-hidden className={classes.backIcon} />}>
          {backHomeLabel}
        </Button>
      </Container>
    </Box>
  );
}
