import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-navigation';
import { Logo } from '../../../components/Logo';
import { paths } from '../../../config/paths';
import { useEditionYear } from '../../edition/queries/edition-queries';
import classes from './BrandLink.module.css';

export interface BrandLinkProps {
  withEditionLabel?: boolean;
  onClick?: () => void;
}

/** Logo, product name and edition label, linking home. */
export function BrandLink({ withEditionLabel = true, onClick }: BrandLinkProps) {
  const { t } = useTranslation();
  const year = useEditionYear();
  return (
    <UnstyledButton component={PageLink} to={paths.home} className={classes.brand} onClick={onClick}>
      <Group gap="sm" wrap="nowrap">
        <Logo size={44} />
        <div>
          <Text component="span" className={classes.name}>
            {t('appName')}
          </Text>
          {withEditionLabel && year !== undefined ? (
            <Badge component="span" variant="light" size="sm" className={classes.edition}>
              {t('editionLabel', { year })}
            </Badge>
          ) : null}
        </div>
      </Group>
    </UnstyledButton>
  );
}
