import { ActionIcon, Anchor, Box, Container, Divider, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconMail, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../lib/page-navigation';
import { Logo } from '../../../components/Logo';
import { editionConfig, type SocialLink } from '../../../config/edition';
import { paths } from '../../../config/paths';
import { usePublicEdition } from '../queries/public-content-queries';
import { footerQuickLinkAnchors } from '../section-anchors';
import { useSectionLink } from '../use-section-link';
import classes from './SiteFooter.module.css';

const socialIcons: Record<SocialLink['network'], typeof IconBrandInstagram> = {
  instagram: IconBrandInstagram,
  linkedin: IconBrandLinkedin,
};

const locations = ['cambridge', 'paloAlto', 'mexicoCity'] as const;

/** Spec 2.2 footer, shared by the landing and privacy pages. */
export function SiteFooter() {
  const { t } = useTranslation('landing');
  const { t: tCommon } = useTranslation();
  const sectionLink = useSectionLink();
  const { socialLinks } = editionConfig;
  // The year and the mailbox organizers set in the edition settings; shown once that read answers.
  const edition = usePublicEdition().data;
  const contactEmail = edition?.contactEmail;
  const year = edition?.year ?? new Date().getFullYear();

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Logo size={40} />
              <Text className={classes.brandName}>{tCommon('appName')}</Text>
            </Group>
            <Text size="sm" className={classes.muted}>
              {t('footer.about')}
            </Text>
            <Group gap="xs" aria-label={t('footer.social.heading')} role="group">
              {socialLinks.map(({ network, url }) => {
                const Icon = socialIcons[network];
                return (
                  <ActionIcon
                    key={network}
                    component="a"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="outline"
                    size="lg"
                    className={classes.social}
                    aria-label={`${t(`footer.social.${network}`)} ${tCommon('opensInNewTab')}`}
                  >
                    <Icon size={20} aria-hidden />
                  </ActionIcon>
                );
              })}
            </Group>
          </Stack>

          <Box component="nav" aria-labelledby="footer-quick-links">
            <Title order={2} id="footer-quick-links" className={classes.heading}>
              {t('footer.quickLinks.heading')}
            </Title>
            <List listStyleType="none" spacing={6}>
              {footerQuickLinkAnchors.map((anchor) => (
                <List.Item key={anchor}>
                  <Anchor component={PageLink} className={classes.link} {...sectionLink(anchor)}>
                    {t(`footer.quickLinks.${anchor}`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Box>

          <Stack gap="xs">
            <Title order={2} className={classes.heading}>
              {t('footer.contact.heading')}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconMail size={18} aria-hidden className={classes.icon} />
              <Anchor href={contactEmail ? `mailto:${contactEmail}` : undefined} className={classes.link}>
                {contactEmail ?? '…'}
              </Anchor>
            </Group>
          </Stack>

          <Stack gap="xs">
            <Title order={2} className={classes.heading}>
              {t('footer.locations.heading')}
            </Title>
            <List listStyleType="none" spacing={6}>
              {locations.map((location) => (
                <List.Item key={location}>
                  <Group gap={6} wrap="nowrap">
                    <IconMapPin size={18} aria-hidden className={classes.icon} />
                    <Text size="sm">{t(`footer.locations.${location}`)}</Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          </Stack>
        </SimpleGrid>

        <Divider my="lg" className={classes.divider} />

        <Group justify="space-between" gap="sm">
          <Text size="sm" className={classes.muted}>
            {t('footer.copyright', { year })}
          </Text>
          <Group gap="lg" component="nav" aria-label={t('footer.legalLabel')}>
            <Anchor component={PageLink} size="sm" className={classes.link} {...sectionLink('terms')}>
              {t('footer.terms')}
            </Anchor>
            <Anchor component={PageLink} to={paths.privacy} size="sm" className={classes.link}>
              {t('footer.privacy')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
