import { Badge, Box, Button, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { usePublishedHeaderHeight } from '../../../lib/use-published-header-height';
import { BrandLink } from '../../landing/components/BrandLink';
import classes from './ApplyHeader.module.css';

/** Spec 2.4: the wizard's header, with Go Back Home and the APPLICATION badge. */
export function ApplyHeader() {
  const { t } = useTranslation('apply');
  const headerRef = useRef<HTMLElement>(null);
  usePublishedHeaderHeight(headerRef);
  return (
    <Box component="header" ref={headerRef} className={classes.header}>
      <Container size="md" className={classes.bar}>
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={paths.home} variant="subtle" px="xs" aria-label={t('header.backHome')} leftSection={<IconArrowLeft size={18} aria-hidden />}>
            <span className={classes.backLabel}>{t('header.backHome')}</span>
          </Button>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Box visibleFrom="sm">
            <BrandLink withEditionLabel={false} />
          </Box>
          <LanguageSwitch />
          <Badge variant="filled" size="lg">
            {t('header.badge')}
          </Badge>
        </Group>
      </Container>
    </Box>
  );
}
