import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { editionConfig } from '../../../config/edition';
import { paths } from '../../../config/paths';
import classes from './BrandLink.module.css';

export interface BrandLinkProps {
  withEditionLabel?: boolean;
  onClick?: () => void;
}

/** Logo, product name and edition label, linking home. */
export function BrandLink({ withEditionLabel = true, onClick }: BrandLinkProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={paths.home} className={classes.brand} onClick={onClick}>
      <Group gap="sm" wrap="nowrap">
        <Logo size={44} />
        <div>
          <Text component="span" className={classes.name}>
            {t('appName')}
          </Text>
          {withEditionLabel ? (
            <Badge component="span" variant="light" size="sm" className={classes.edition}>
              {t('editionLabel', { year: editionConfig.year })}
            </Badge>
          ) : null}
        </div>
      </Group>
    </UnstyledButton>
  );
}
