import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { admissionsFunnelSchema, paymentsSummarySchema } from '@trek/contracts';
import { http } from 'msw';
import { i18n } from '../../../i18n';
import { answerOverviewReads } from '../../../test/admin-dashboard';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { organizer } from '../../../test/fixtures';
import { renderFeatureSettled, signInOnApiServer } from '../../../test/render-feature';
import { OverviewTab } from './OverviewTab';
import { funnelPaths } from './queries/funnel-queries';

// Component test: MSW answers as the applications and payments services do; their endpoints are
// covered by the services' API tests.

const season = { year: 2026, applications: 200, reviewed: 180, accepted: 70, offersOut: 8, confirmed: 58, declined: 4, waitlisted: 20 };

async function openOverview(payments: () => Response) {
  signInOnApiServer(organizer);
  answerOverviewReads();
  answer(http.get(funnelPaths.admissions, () => contractJson(admissionsFunnelSchema, season)), http.get(funnelPaths.payments, payments));
  // The last cards' code loads as the tab renders.
  return renderFeatureSettled(<OverviewTab />, { path: '/admin/dashboard' });
}

const summary = () => contractJson(paymentsSummarySchema, { year: 2026, spots: 58, subsidizedSpots: 50, subsidiesLeft: 0, depositsOutstanding: 12, outstandingUsd: 30_000, releasedPaidUsd: 0 });

describe('Admissions funnel on Overview', () => {
  it('shows each stage of the season, then the subsidies left and the deposits outstanding', async () => {
    await openOverview(summary);
    expect(await screen.findByRole('heading', { name: 'Admissions season 2026' })).toBeInTheDocument();
    const stages = within(screen.getByRole('list', { name: 'From application to confirmed spot' }));
    expect(await stages.findByLabelText('Applications: 200')).toBeInTheDocument();
    for (const label of ['Reviewed: 180', 'Accepted: 70', 'Offers out: 8', 'Confirmed: 58', 'Declined: 4', 'Waitlisted: 20']) {
      expect(stages.getByLabelText(label)).toBeInTheDocument();
    }
    const money = within(screen.getByRole('list', { name: 'Subsidies and payments' }));
    expect(await money.findByLabelText('Subsidies left: 0')).toHaveTextContent('of 50');
    expect(money.getByLabelText('Deposits outstanding: 12')).toHaveTextContent('of 58 spots');
    expect(money.getByLabelText('Still owed: US$30,000')).toHaveTextContent('on 58 spots');
    expect(money.getByLabelText('Held on released spots: US$0')).toHaveTextContent('to refund');
  });

  it('when money was paid on spots given up since, then it shows what is held for their former holders', async () => {
    await openOverview(() => contractJson(paymentsSummarySchema, { year: 2026, spots: 57, subsidizedSpots: 50, subsidiesLeft: 0, depositsOutstanding: 11, outstandingUsd: 29_250.5, releasedPaidUsd: 500 }));
    const money = within(await screen.findByRole('list', { name: 'Subsidies and payments' }));
    expect(await money.findByLabelText('Held on released spots: US$500')).toBeInTheDocument();
    expect(money.getByLabelText('Still owed: US$29,250.50')).toBeInTheDocument();
  });

  it('when the payments service cannot answer, then the admissions figures still show and the money figures say they failed', async () => {
    await openOverview(() => errorJson(503, 'The spots cannot be read right now'));
    expect(await screen.findByText('The payment figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmed: 58')).toBeInTheDocument();
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('names every stage in Spanish', async () => {
      await act(() => i18n.changeLanguage('es'));
      await openOverview(summary);
      expect(await screen.findByRole('heading', { name: 'Temporada de admisiones 2026' })).toBeInTheDocument();
      expect(await screen.findByLabelText('Ofertas pendientes: 8')).toBeInTheDocument();
      expect(await screen.findByLabelText('Depósitos pendientes: 12')).toHaveTextContent('de 58 lugares');
      expect(screen.getByLabelText('Retenido en lugares liberados: US$0')).toHaveTextContent('por reembolsar');
    });
  });
});
