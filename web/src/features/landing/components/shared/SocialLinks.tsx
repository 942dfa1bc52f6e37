import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandX,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isHttpUrl, socialLinkHref } from '@trek/contracts';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-delays';

const networks = {
  linkedin: { Icon: IconBrandLinkedin, label: 'LinkedIn' },
  twitter: { Icon: IconBrandX, label: 'Twitter' },
  instagram: { Icon: IconBrandInstagram, label: 'Instagram' },
  facebook: { Icon: IconBrandFacebook, label: 'Facebook' },
  tiktok: { Icon: IconBrandTiktok, label: 'TikTok' },
  threads: { Icon: IconBrandThreads, label: 'Threads' },
  website: { Icon: IconWorld, label: 'Website' },
} as const;

type Network = keyof typeof networks;

/** Where a value links to; a value no rule turns into a safe link is not shown at all. */
const hrefOf = (network: Network, value: string | undefined): string | null => {
  if (!value) return null;
  if (network === 'website') return isHttpUrl(value) ? value : null;
  return socialLinkHref(network, value);
};

/** A person's social links as icon buttons, each with a tooltip naming the network. */
export function SocialLinks({ name, links }: { name: string; links: Partial<Record<Network, string | undefined>> }) {
  const { t } = useTranslation('landingSections');
  const present = (Object.keys(networks) as Network[]).flatMap((network) => {
    const href = hrefOf(network, links[network]);
    return href ? [{ network, href }] : [];
  });
  if (present.length === 0) return null;
  return (
    <Tooltip.Group openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      <Group gap={4} mt="sm">
        {present.map(({ network, href }) => {
          const { Icon, label } = networks[network];
          return (
            <Tooltip key={network} label={label}>
              <ActionIcon
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                aria-label={`${name}: ${label} ${t('common.opensInNewTab')}`}
              >
                <Icon size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          );
        })}
      </Group>
    </Tooltip.Group>
  );
}
