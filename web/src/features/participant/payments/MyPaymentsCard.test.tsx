import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { myPaymentsSchema, type MyPayments } from '@trek/contracts';
import { answerWhenReleased, contractJson } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { answerParticipantPortal, spotLedger } from '../../../test/participant-portal';
import { renderFeature, signInOnApiServer } from '../../../test/render-feature';
import { myPaymentsPath } from './api/my-payments-path';
import { MyPaymentsCard } from './MyPaymentsCard';

// Component tests: MSW answers as the payments service does; the ledger rules are covered by its tests.

function openPortal(payments: MyPayments) {
  signInOnApiServer(participant);
  answerParticipantPortal({ payments });
  return renderFeature(<MyPaymentsCard />);
}

describe('the participant’s payments card', () => {
  it('shows their price after the subsidy, what each due asks and when, what was recorded and what is left', async () => {
    openPortal({ ledger: spotLedger() });

    const card = within(await screen.findByRole('region', { name: 'Your payments' }));
    expect(card.getByTestId('my-price')).toHaveTextContent('US$1,650');
    expect(card.getByText('After a subsidy of US$1,000')).toBeInTheDocument();
    expect(card.getByText('US$500 paid of US$500')).toBeInTheDocument();
    expect(card.getByText('US$0 paid of US$1,150')).toBeInTheDocument();
    expect(card.getByText('Due Feb 1, 2026')).toBeInTheDocument();
    expect(card.getByTestId('my-outstanding')).toHaveTextContent('US$1,150');
    expect(card.getByText(/Dec 5, 2025 · Payment · Bank transfer · TX-77/)).toBeInTheDocument();
  });

  it('says when the deposit is overdue and when nothing has been recorded yet', async () => {
    openPortal({
      ledger: spotLedger({ subsidized: false, subsidyUsd: 0, priceUsd: 2650, deposit: { dueUsd: 500, paidUsd: 0, dueDate: '2025-12-31', overdue: true }, balance: { dueUsd: 2150, paidUsd: 0, dueDate: '', overdue: false }, paidUsd: 0, outstandingUsd: 2650, entries: [] }),
    });

    const card = within(await screen.findByRole('region', { name: 'Your payments' }));
    expect(card.getByText(/Full price/)).toBeInTheDocument();
    expect(card.getByText('Overdue')).toBeInTheDocument();
    expect(card.getByText('Due date to be announced')).toBeInTheDocument();
    expect(card.getByText(/No payment recorded yet/)).toBeInTheDocument();
  });

  it('shows no card to someone who holds no spot', async () => {
    const { queryClient } = openPortal({ ledger: null });

    // Once the answer is in: the card had its chance to show.
    await waitFor(() => expect(queryClient.getQueryState([myPaymentsPath])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Your payments' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('my-payments-placeholder')).not.toBeInTheDocument();
  });

  it('holds the card’s place while the ledger is read, so what is below does not move when it shows', async () => {
    signInOnApiServer(participant);
    answerParticipantPortal({ payments: { ledger: spotLedger() } });
    const answerLedger = answerWhenReleased(myPaymentsPath, () => contractJson(myPaymentsSchema, { ledger: spotLedger() }));
    renderFeature(<MyPaymentsCard />);

    expect(await screen.findByTestId('my-payments-placeholder')).toHaveAttribute('aria-hidden', 'true');
    answerLedger();
    expect(await screen.findByRole('region', { name: 'Your payments' })).toBeInTheDocument();
    expect(screen.queryByTestId('my-payments-placeholder')).not.toBeInTheDocument();
  });
});
