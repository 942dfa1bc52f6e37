import { Container, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TeamMember } from '@trek/contracts';
import { isOrganizingTeamRole } from '@trek/contracts/zod-free';
import { lazy, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { readServerPhoneLayout } from '../../../../app/server-layout';
import { onFirstInput } from '../../../../lib/first-input';
import { byOrder } from '../../content/display';
import { useTeamMembers } from '../../queries/public-content-queries';
import type { LandingSectionProps } from '../../sections';
import { MOBILE_MEDIA_QUERY, useIsMobile } from '../../use-is-mobile';
import { LazyPhoto } from '../shared/LazyPhoto';
import { SectionTitle } from '../shared/SectionTitle';
import { EmptyMessage, LoadFailedMessage } from '../shared/SectionStatus';
import { teamMemberName, teamMemberPhoto, teamMemberRole } from './team-member';

type DesktopTeamComponent = typeof import('./DesktopTeam').DesktopTeam;
let loadedDesktopTeam: DesktopTeamComponent | undefined;
const loadDesktopTeam = () =>
  import('./DesktopTeam').then((m) => {
    loadedDesktopTeam = m.DesktopTeam;
    return m.DesktopTeam;
  });
const LazyDesktopTeam = lazy(() => loadDesktopTeam().then((DesktopTeam) => ({ default: DesktopTeam })));

/**
 * The section's code with the layout it renders. A phone's small cards need none of the full cards'
 * code (social links with their tooltips and link checks), so that comes only where full cards
 * show: a wide screen, a page the server rendered in the desktop layout, and the server render.
 */
export function loadTeamSection(): Promise<ComponentType<LandingSectionProps>> {
  const phoneOnly = typeof window !== 'undefined' && window.matchMedia(MOBILE_MEDIA_QUERY).matches && readServerPhoneLayout();
  return (phoneOnly ? Promise.resolve() : loadDesktopTeam()).then(() => TeamSection);
}

type TeamMemberDialogComponent = typeof import('./TeamMemberDialog').TeamMemberDialog;
const loadTeamMemberDialog = () => import('./TeamMemberDialog').then((m) => m.TeamMemberDialog);

/** Spec 2.2 "Who Are We?": the organizing team, sorted by order. */
export function TeamSection({ headingId }: LandingSectionProps) {
  const { t } = useTranslation('landingSections');
  const isMobile = useIsMobile();
  const team = useTeamMembers();
  const organizers = useMemo(() => (team.data ?? []).filter((m) => isOrganizingTeamRole(m.role)).sort(byOrder), [team.data]);

  let body;
  if (team.isPending) body = <TeamSkeleton />;
  else if (team.isError) body = <LoadFailedMessage title={t('team.loadFailed')} />;
  else if (organizers.length === 0) body = <EmptyMessage>{t('team.empty')}</EmptyMessage>;
  else if (isMobile) body = <MobileTeam members={organizers} />;
  else {
    const DesktopTeam = loadedDesktopTeam ?? LazyDesktopTeam;
    body = <DesktopTeam members={organizers} />;
  }

  return (
    <Container size="xl" py="xl">
      <SectionTitle id={headingId} title={t('team.title')} subtitle={t('team.subtitle')} />
      {body}
    </Container>
  );
}

function TeamSkeleton() {
  return (
    <SimpleGrid cols={{ base: 3, sm: 2, lg: 3 }} spacing="lg" data-testid="team-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={140} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** Mobile: rows of 3 small cards; tapping one opens the member's details. */
function MobileTeam({ members }: { members: TeamMember[] }) {
  const [open, setOpen] = useState<TeamMember | null>(null);
  // The member last opened: the dialog keeps showing them while it closes.
  const [shown, setShown] = useState<TeamMember | null>(null);
  const [Dialog, setDialog] = useState<TeamMemberDialogComponent | null>(null);
  const loadDialog = useCallback(() => {
    loadTeamMemberDialog().then(
      (Loaded) => setDialog(() => Loaded),
      // A tap asks again.
      () => undefined,
    );
  }, []);
  // The dialog's code (Mantine's Modal, the social links) comes with the visitor's first input, ahead of the tap that opens it.
  useEffect(() => onFirstInput(loadDialog), [loadDialog]);
  // The dialog's code may arrive after the tap, too late for it to see what had the focus: the card tapped gets it back here.
  const opener = useRef<HTMLButtonElement | null>(null);
  const openMember = (member: TeamMember, card: HTMLButtonElement) => {
    opener.current = card;
    setOpen(member);
    setShown(member);
    loadDialog();
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  return (
    <>
      <SimpleGrid cols={3} spacing="sm">
        {members.map((member) => (
          // A button centres its content vertically: aligned to the top, a card with a longer name does not push its photo up.
          <UnstyledButton key={member.id} onClick={(event) => openMember(member, event.currentTarget)} aria-haspopup="dialog" style={{ alignSelf: 'start' }}>
            <Stack gap={4} align="center" ta="center">
              <LazyPhoto src={teamMemberPhoto(member)} alt="" name={teamMemberName(member)} width={88} height={88} radius="50%" />
              <Text size="xs" fw={700} lineClamp={3}>
                {teamMemberName(member)}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {teamMemberRole(member)}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {Dialog && shown && <Dialog member={shown} opened={open !== null} onClose={close} />}
    </>
  );
}
