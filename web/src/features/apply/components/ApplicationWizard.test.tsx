import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { applicationCreatedSchema } from '@trek/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../app/AppProviders';
import { createQueryClient } from '../../../app/query-client';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answer, contractJson, errorJson } from '../../../test/api-server';
import { i18n } from '../../../i18n';
import { renderFeature } from '../../../test/render-feature';
import { ApplyPage } from '../../../pages/ApplyPage';
import { APPLICATION_DRAFT_STORAGE_KEY } from '../application-draft';
import { answerApplyBackend, contactEmail, preferReducedMotion } from '../test-support';
import { ApplicationWizard } from './ApplicationWizard';
import { fillIn } from '../../../test/user-input';

// Component tests: MSW answers the API (see test-support.ts); the real services are covered end to end.

type User = ReturnType<typeof userEvent.setup>;

const answers = {
  firstNames: 'María José',
  lastName: 'García',
  universityEmail: 'Maria_Garcia@Stanford.edu',
  phone: '+1 650 555 0100',
  affiliation: 'MBA 2026, Stanford GSB',
  interest250: 'I want to understand Mexican business from the inside.',
  goals250: 'Build companies between Mexico and the US.',
  favoriteFood: 'Tacos al pastor',
  passportCountry: 'Mexico',
};

async function openWizard() {
  const view = renderFeature(<ApplyPage />, { path: '/apply' });
  await screen.findByRole('heading', { name: 'Mexico Trek 2026 Overview' });
  return view;
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillIdentity(user: User) {
  await fillIn(user, screen.getByRole('textbox', { name: /^First and middle names/ }), answers.firstNames);
  await fillIn(user, screen.getByRole('textbox', { name: /^Last name/ }), answers.lastName);
  await fillIn(user, screen.getByRole('textbox', { name: /^University email/ }), answers.universityEmail);
  await fillIn(user, screen.getByRole('textbox', { name: /^Phone number/ }), answers.phone);
  await fillIn(user, screen.getByRole('textbox', { name: /^Affiliation/ }), answers.affiliation);
}

async function fillMotivation(user: User) {
  await user.click(screen.getByRole('textbox', { name: /^Why are you interested/ }));
  await user.paste(answers.interest250);
  await user.click(screen.getByRole('textbox', { name: /^What are your long-term career goals/ }));
  await user.paste(answers.goals250);
  await fillIn(user, screen.getByRole('textbox', { name: /^What is your favorite Mexican food/ }), answers.favoriteFood);
}

async function reachStep(user: User, step: 1 | 2 | 3 | 4) {
  await next(user);
  if (step === 1) return;
  await fillIdentity(user);
  await next(user);
  await screen.findByText('Step 3 of 5');
  if (step === 2) return;
  await fillMotivation(user);
  await next(user);
  await screen.findByText('Step 4 of 5');
  if (step === 3) return;
  await fillIn(user, screen.getByRole('textbox', { name: /^Passport issuing country/ }), answers.passportCountry);
  await next(user);
  await screen.findByText('Step 5 of 5');
}

function radioGroup(name: RegExp) {
  return within(screen.getByRole('radiogroup', { name }));
}

beforeEach(() => {
  preferReducedMotion();
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('application wizard steps', () => {
  it('when on the introduction, then Previous is disabled and Next opens the identity step', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('0% complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await next(user);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('20% complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
  });

  it('the percentage counts the finished steps: 0% on the introduction, 80% on the review before submitting', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    const progress = () => screen.getByRole('progressbar', { name: 'Application progress' });
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    await reachStep(user, 4);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('80% complete')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '80');
  });

  it('when the identity fields are empty, then Next stays on the step and shows the spec messages', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 1);
    await next(user);
    for (const message of [
      'First and middle names are required',
      'Last name is required',
      'Valid university email is required',
      'Phone number is required',
      'Affiliation is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Keyboard and screen-reader users land on the first answer to fix, not on Next.
    expect(screen.getByRole('textbox', { name: /^First and middle names/ })).toHaveFocus();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('when a shown error is fixed, then its message goes while typing, before the field loses focus', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 1);
    await next(user);
    await screen.findByText('Last name is required');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'García');
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('when a field loses focus empty, then its message shows at once', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 1);
    await user.click(screen.getByRole('textbox', { name: /^Last name/ }));
    await user.tab();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
  });

  it('when the motivation answers are too short, then Next is blocked with the spec messages', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 2);
    await fillIn(user, screen.getByRole('textbox', { name: /^Why are you interested/ }), 'Too short');
    await next(user);
    expect(await screen.findAllByText('Please provide at least 10 characters')).toHaveLength(2);
    expect(screen.getByText('Favorite Mexican food is required')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
  });

  it('when the passport country is missing, then Next is blocked with its message', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 3);
    await next(user);
    expect(await screen.findByText('Passport country is required')).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
  });

  it('when an answer passes 250 words, then its counter turns red', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 2);
    const interest = screen.getByRole('textbox', { name: /^Why are you interested/ });
    await user.click(interest);
    await user.paste(Array.from({ length: 250 }, () => 'word').join(' '));
    const atLimit = screen.getByText('250/250 words');
    expect(atLimit).toHaveAttribute('data-over-limit', 'false');
    await user.type(interest, ' more');
    const overLimit = screen.getByText('251/250 words');
    expect(overLimit).toHaveAttribute('data-over-limit', 'true');
    expect(overLimit).toHaveStyle({ color: 'var(--mantine-color-red-7)' });
    expect(screen.getByText('0/250 words')).toHaveAttribute('data-over-limit', 'false');
  });

  it('when the passport is not valid long enough, then the renewal notice shows', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 3);
    const notice = 'Please renew your passport and ensure it is valid through at least May 2026.';
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await user.click(radioGroup(/^Is your passport valid/).getByRole('radio', { name: 'No' }));
    expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it('when a significant other joins, then the notice says no extra application and the subsidised price', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 3);
    expect(screen.queryByText(/does not need to submit an additional application/)).not.toBeInTheDocument();
    await user.click(radioGroup(/^Will a significant other join you/).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText(/does not need to submit an additional application/)).toHaveTextContent('US$1,650 per person');
  });

  it('when the team loads, then its members are referral choices as "name (Team Member)", participants are not', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    await openWizard();
    await reachStep(user, 3);
    const option = await screen.findByRole('option', { name: 'Ana López (Team Member)' });
    expect(option).toHaveValue('team-Ana López');
    expect(screen.queryByRole('option', { name: /Pablo Participant/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'University posting/announcement' })).toHaveValue('university-posting');
    expect(screen.getByText('For internal use only; your answer has no effect on your application.')).toBeInTheDocument();
  });
});

describe('review and submit', () => {
  it('when an answer is blank, then review shows "Not provided" and submitting lists the errors in the red box', async () => {
    window.sessionStorage.setItem(APPLICATION_DRAFT_STORAGE_KEY, JSON.stringify({ step: 4, values: { firstNames: 'Ana' } }));
    const requests = answerApplyBackend();
    const user = userEvent.setup();
    renderFeature(<ApplyPage />, { path: '/apply' });
    expect(await screen.findByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided').length).toBeGreaterThan(0);
    expect(screen.queryByText('How you heard about us')).not.toBeInTheDocument();
    expect(screen.queryByText('Comments')).not.toBeInTheDocument();
    expect(screen.getByText('Tick this box to submit your application.')).toBeInTheDocument();
    const whatHappensNext = within(screen.getByRole('note', { name: 'What happens next' }));
    expect(await whatHappensNext.findByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`);

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const errors = await screen.findByRole('alert');
    expect(errors).toHaveTextContent('Please fix the following before submitting:');
    expect(errors).toHaveTextContent('Last name: Last name is required');
    expect(screen.getByText('You must confirm the accuracy of your information')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('when the edition cannot be read, then /apply says so with a retry instead of guessing the year or the mailbox', async () => {
    answer(http.get('/api/public/edition', () => errorJson(503, 'down')));
    renderFeature(<ApplyPage />, { path: '/apply' });
    expect(await screen.findByText('The application could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('when the application deadline has passed, then /apply says applications for that year are closed and how to reach the team', async () => {
    answerApplyBackend(undefined, { year: 2026, applicationDeadline: '2025-11-30' });
    renderFeature(<ApplyPage />, { path: '/apply' });
    expect(await screen.findByRole('heading', { name: 'Applications for 2026 are closed' })).toBeInTheDocument();
    expect(screen.getByText('The application deadline was November 30, 2025, so no more applications can be received for this edition.')).toBeInTheDocument();
    const closed = screen.getByRole('heading', { name: 'Applications for 2026 are closed' }).parentElement!;
    expect(within(closed).getByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('when the edition is 2027, then the wizard names its year, dates and passport rule', async () => {
    answerApplyBackend(undefined, { year: 2027, startDate: '2027-03-14', endDate: '2027-03-21', day0Date: '2027-03-13' });
    renderFeature(<ApplyPage />, { path: '/apply' });
    await screen.findByRole('heading', { name: 'Mexico Trek 2027 Overview' });
    expect(
      screen.getByText('Sunday, March 14 to Sunday, March 21, 2027, with an optional Day 0 on Saturday, March 13 (March 13 to 21).'),
    ).toBeInTheDocument();
  });

  it('when everything is valid and confirmed, then it posts the payload without confirmAccuracy and opens the confirmation with the ref', async () => {
    const requests = answerApplyBackend(() => contractJson(applicationCreatedSchema, { ref: 'MT26-ABC123' }, { status: 201 }));
    const user = userEvent.setup();
    const { router } = await openWizard();
    await reachStep(user, 3);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^How did you hear about us/ }), 'team-Ana López');
    await fillIn(user, screen.getByRole('textbox', { name: /^Comments for the organizing team/ }), 'See you there');
    await fillIn(user, screen.getByRole('textbox', { name: /^Passport issuing country/ }), answers.passportCountry);
    await next(user);

    expect(await screen.findByText('Ana López (Team Member)')).toBeInTheDocument();
    expect(screen.getByText('Is your passport valid for at least 2 months after March 23, 2026?')).toBeInTheDocument();
    expect(screen.getByText('See you there')).toBeInTheDocument();
    expect(screen.getByText('Completely committed')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I confirm that the information/ }));
    expect(screen.queryByText('Tick this box to submit your application.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/confirmation'));
    expect(router.state.location.search).toBe('?ref=MT26-ABC123');
    const submission = requests.find((request) => request.method === 'POST');
    expect(submission?.url).toBe('/api/applications');
    expect(submission?.body).toEqual({
      ...answers,
      universityEmail: 'maria_garcia@stanford.edu',
      passportValid: 'YES',
      commitment: 'COMMITTED',
      significantOther: 'NO',
      referral: 'team-Ana López',
      comments: 'See you there',
    });
    expect(window.sessionStorage.getItem(APPLICATION_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['the email already applied', () => errorJson(409, 'An application was already submitted for this email address'), 'An application has already been submitted for this email address.'],
    ['the server lists field errors', () => errorJson(400, 'Validation failed', { phone: 'Phone number is required' }), 'Please check your form data and try again.'],
    ['the server gives another message', () => errorJson(429, 'Too many applications, please try again later'), 'Too many applications, please try again later'],
    // An empty answer without a reason phrase (as over HTTP/2; MSW's HttpResponse would add one), not the service's JSON.
    ['the server says nothing', () => new Response(null, { status: 502 }), 'Failed to submit application. Please try again.'],
    [
      'the applications have closed meanwhile',
      () => errorJson(403, 'Applications for the Mexico Trek 2026 closed on November 30, 2025. To reach the team, write to hola@mexicotrek.example.'),
      'Applications for the Mexico Trek 2026 closed on November 30, 2025. To reach the team, write to hola@mexicotrek.example.',
    ],
  ])('when %s, then the Submission Failed toast says so', async (_case, reply, text) => {
    answerApplyBackend(reply);
    window.sessionStorage.setItem(
      APPLICATION_DRAFT_STORAGE_KEY,
      JSON.stringify({ step: 4, values: { ...answers, confirmAccuracy: true } }),
    );
    const user = userEvent.setup();
    const { router } = renderFeature(<ApplyPage />, { path: '/apply' });
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Submission Failed');
    expect(toast).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/apply');
    expect(window.sessionStorage.getItem(APPLICATION_DRAFT_STORAGE_KEY)).not.toBeNull();
  });
});

describe('offline', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'onLine');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  });

  it('when the applicant submits offline, then the toast says so at once, the button is usable again and the answers stay', async () => {
    answerApplyBackend(() => HttpResponse.error());
    window.sessionStorage.setItem(APPLICATION_DRAFT_STORAGE_KEY, JSON.stringify({ step: 4, values: { ...answers, confirmAccuracy: true } }));
    const user = userEvent.setup();
    renderFeature(<ApplyPage />, { path: '/apply' });
    const submit = await screen.findByRole('button', { name: 'Submit Application' });
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.click(submit);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('You seem to be offline. Your answers are kept in this tab: submit again once you are back online.');
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(window.sessionStorage.getItem(APPLICATION_DRAFT_STORAGE_KEY)).not.toBeNull();
  });
});

describe('draft', () => {
  it('when the page is reloaded, then the answers and the step come back from this tab, not from localStorage', async () => {
    answerApplyBackend();
    const user = userEvent.setup();
    const first = await openWizard();
    await reachStep(user, 1);
    await user.type(screen.getByRole('textbox', { name: /^First and middle names/ }), 'Ana');
    first.unmount();
    expect(window.localStorage.length).toBe(0);

    act(() => {
      renderFeature(<ApplyPage />, { path: '/apply' });
    });
    expect(await screen.findByRole('textbox', { name: /^First and middle names/ })).toHaveValue('Ana');
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('when the page is reloaded on step 4, then the referral chosen (a team member, listed once the team loads) is still selected', async () => {
    window.sessionStorage.setItem(APPLICATION_DRAFT_STORAGE_KEY, JSON.stringify({ step: 3, values: { referral: 'team-Ana López' } }));
    answerApplyBackend();
    renderFeature(<ApplyPage />, { path: '/apply' });
    const referral = await screen.findByRole('combobox', { name: /^How did you hear about us/ });
    await within(referral).findByRole('option', { name: 'Ana López (Team Member)' });
    expect(referral).toHaveValue('team-Ana López');
  });
});

describe('a server-rendered /apply', () => {
  it('when reloaded with a draft in this tab, then it hydrates without a mismatch and then shows the draft', async () => {
    answerApplyBackend();
    await i18n.loadNamespaces('apply');
    window.sessionStorage.setItem(APPLICATION_DRAFT_STORAGE_KEY, JSON.stringify({ step: 1, values: { firstNames: 'Ana' } }));
    const element = (
      <AppProviders queryClient={createQueryClient()} env="test">
        <MemoryRouter initialEntries={['/apply']}>
          <ApplicationWizard />
        </MemoryRouter>
      </AppProviders>
    );
    const container = document.createElement('div');
    // The server has no draft: it renders the introduction.
    container.innerHTML = renderToString(element);
    expect(container).toHaveTextContent('Step 1 of 5');
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: /^First and middle names/ })).toHaveValue('Ana');
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    container.remove();
  });
});

describe('in Spanish', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names the cities and the review start in Spanish, and a too-long answer says so in Spanish with the field and its limit', async () => {
    answerApplyBackend();
    await act(() => i18n.changeLanguage('es'));
    const user = userEvent.setup();
    renderFeature(<ApplyPage />, { path: '/apply' });
    await screen.findByRole('heading', { name: 'Resumen de Mexico Trek 2026' });
    expect(screen.getByText('De Ciudad de México a Cancún, 9 días.')).toBeInTheDocument();
    expect(screen.getByText(/a partir de mediados de septiembre/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('textbox', { name: /^Apellido\(s\)/ }));
    await user.paste('R'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByText('El apellido debe tener como máximo 120 caracteres')).toBeInTheDocument();
  });
});
