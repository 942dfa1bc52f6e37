import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatAmount } from '../../../lib/format-money';
import { useContractMessage } from '../../../i18n/use-contract-message';
import { formatDateTime } from '../../../lib/format-date';
import { answerOffer, offerPaths } from '../api/offer-api';

/**
 * The page an offer link opens: who the offer is for, until when, the price; confirm or decline,
 * without an account. The token (the fragment, never sent to a server in a URL) leaves the
 * address once read.
 */
export function OfferScreen() {
  const { t } = useTranslation('offer');
  const { errorText } = useContractMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = location.hash.replace(/^#/, '').trim();
  const [token, setToken] = useState(inAddress);
  if (inAddress !== '' && inAddress !== token) setToken(inAddress);
  useEffect(() => {
    if (location.hash !== '') void navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  const queryClient = useQueryClient();
  const key = [offerPaths.view, token];
  const offer = useQuery({ queryKey: key, queryFn: () => answerOffer(offerPaths.view, token), enabled: token !== '', retry: false, staleTime: Infinity });
  const answer = useMutation({
    mutationFn: (path: typeof offerPaths.confirm | typeof offerPaths.decline) => answerOffer(path, token),
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });

  if (token === '' || offer.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('unusableTitle')}>
        <Text size="sm">{token === '' ? t('missing') : errorText(offer.error, t('networkError'))}</Text>
      </Alert>
    );
  }
  if (!offer.data) {
    return (
      <Center py="xl" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  const view = offer.data;
  const decline = () =>
    modals.openConfirmModal({
      title: t('declineConfirmTitle'),
      children: t('declineConfirmBody'),
      labels: { confirm: t('decline'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => answer.mutate(offerPaths.decline),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title', { year: view.year })}
        </Title>
        <Text>{t('greeting', { name: view.firstNames, ref: view.ref })}</Text>
        {view.state === 'open' && (
          <>
            <Text>{t('deadline', { deadline: formatDateTime(view.expiresAt) })}</Text>
            <Text c="dimmed">{t('price', { price: formatAmount(view.priceAfterSubsidyUsd), deposit: formatAmount(view.depositUsd) })}</Text>
            {answer.isError && (
              <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
                {errorText(answer.error, t('networkError'))}
              </Alert>
            )}
            <Group grow preventGrowOverflow={false} wrap="wrap">
              <Button size="md" onClick={() => answer.mutate(offerPaths.confirm)} loading={answer.isPending}>
                {t('confirm')}
              </Button>
              <Button size="md" variant="default" color="red" onClick={decline} disabled={answer.isPending}>
                {t('decline')}
              </Button>
            </Group>
          </>
        )}
        {view.state === 'confirmed' && (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />}>
            {t('confirmed')}
          </Alert>
        )}
        {view.state === 'declined' && <Alert color="gray">{t('declined')}</Alert>}
        {view.state === 'expired' && <Alert color="yellow">{t('expired')}</Alert>}
      </Stack>
    </Paper>
  );
}
