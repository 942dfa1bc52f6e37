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

/** A person's social links as icon buttons, each with a tooltip naming the network. */
export function SocialLinks({ name, links }: { name: string; links: Partial<Record<Network, string | undefined>> }) {
  const { t } = useTranslation('landingSections');
  const present = (Object.keys(networks) as Network[]).filter((network) => links[network]);
  if (present.length === 0) return null;
  return (
    <Tooltip.Group openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      <Group gap={4} mt="sm">
        {present.map((network) => {
          const { Icon, label } = networks[network];
          return (
            <Tooltip key={network} label={label}>
              <ActionIcon
                component="a"
                href={links[network]}
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
