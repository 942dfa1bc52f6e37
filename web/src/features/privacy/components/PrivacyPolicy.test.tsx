import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { publicEditionSchema } from '@trek/contracts';
import { http } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { testEdition } from '../../../test/fixtures';
import { renderFeature } from '../../../test/render-feature';
import { PrivacyPolicy } from './PrivacyPolicy';

// Component test: the public /privacy page as a visitor reads it, MSW answering the edition
// settings as the content service does (services/content covers the settings themselves).

const section = async (heading: string) => within(await screen.findByRole('region', { name: heading }));

describe('the privacy policy at /privacy', () => {
  it('when the edition settings are read, then the policy gives their year, retention days and mailbox', async () => {
    answer(
      http.get('/api/public/edition', () =>
        contractJson(publicEditionSchema, testEdition({ year: 2027, logisticsRetentionDays: 45, applicationRetentionDays: 120, contactEmail: 'privacy@mexicotrek.example' })),
      ),
    );
    renderFeature(<PrivacyPolicy />, { path: '/privacy' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByText('Applies to the 2027 edition.')).toBeInTheDocument();
    const retention = await section('How long we keep it');
    expect(retention.getByText(/deleted 45 days after the trek ends/)).toBeInTheDocument();
    expect(retention.getByText(/Applications that were not accepted are deleted 120 days after the application deadline/)).toBeInTheDocument();

    const rights = await section('Deleting or correcting your data');
    expect(rights.getByText(/Profile → Your data → Download my data/)).toBeInTheDocument();
    expect(rights.getByRole('link', { name: 'privacy@mexicotrek.example' })).toHaveAttribute('href', 'mailto:privacy@mexicotrek.example');
    expect((await section('Contact')).getByRole('link', { name: 'privacy@mexicotrek.example' })).toHaveAttribute('href', 'mailto:privacy@mexicotrek.example');
  });

  it('when it says who sees what, then it names the organizers\' read log and the public profile', async () => {
    renderFeature(<PrivacyPolicy />, { path: '/privacy' });

    const access = await section('Who can see it');
    expect(access.getByText(/Every time an organizer views your logistics .* it is recorded: who, when and whose\. Your portal shows you when yours were viewed\./)).toBeInTheDocument();
    expect(access.getByText(/Your participant profile is public/)).toBeInTheDocument();
    const collect = await section('What we collect');
    expect(collect.getByText(/which announcements you have read/)).toBeInTheDocument();
  });

  it('when the edition settings cannot be read, then the retention days are the defaults the settings start with', async () => {
    answer(http.get('/api/public/edition', () => errorJson(503, 'The content service is unavailable.')));
    renderFeature(<PrivacyPolicy />, { path: '/privacy' });

    const retention = await section('How long we keep it');
    expect(retention.getByText(/deleted 30 days after the trek ends/)).toBeInTheDocument();
    expect(retention.getByText(/deleted 180 days after the application deadline/)).toBeInTheDocument();
  });
});
