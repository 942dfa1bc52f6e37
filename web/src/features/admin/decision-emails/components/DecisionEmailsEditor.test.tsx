import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_DECISION_TEMPLATES, decisionTemplatesSchema, emailTemplateSchema, templatePreviewInputSchema, templatePreviewSchema } from '@trek/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { i18n } from '../../../../i18n';
import { answer, contractJson, recordRequests } from '../../../../test/api-server';
import { organizer } from '../../../../test/fixtures';
import { renderFeature, signInOnApiServer } from '../../../../test/render-feature';
import { ContentTab } from '../../content/ContentTab';

const TEMPLATES = '/api/admin/applications/decision-templates';

/** Answers as the applications service does: the templates, a save, and a preview filled with sample values. */
function templatesBackend() {
  signInOnApiServer(organizer);
  let templates = decisionTemplatesSchema.parse(DEFAULT_DECISION_TEMPLATES);
  answer(
    // The Content tab opens on Team.
    http.get('/api/admin/content/team', () => HttpResponse.json([])),
    http.get(TEMPLATES, () => contractJson(decisionTemplatesSchema, templates)),
    http.post(`${TEMPLATES}/preview`, async ({ request }) => {
      const input = templatePreviewInputSchema.parse(await request.json());
      return contractJson(templatePreviewSchema, {
        subject: input.subject.replaceAll('{{reference}}', 'MT26-SAMP-LE00'),
        text: input.body.replaceAll('{{name}}', 'Alejandra'),
        values: { name: 'Alejandra', reference: 'MT26-SAMP-LE00', year: '2026', priceAfterSubsidy: '1,650', subsidy: '1,000', deposit: '500', offerDeadline: '', offerLink: '', contactEmail: 'hola@example.edu' },
      });
    }),
    http.put(`${TEMPLATES}/:decision/:language`, async ({ request, params }) => {
      const template = emailTemplateSchema.parse(await request.json());
      templates = { ...templates, [String(params.decision)]: { ...templates[String(params.decision) as 'accepted'], [String(params.language)]: template } };
      return contractJson(decisionTemplatesSchema, templates);
    }),
  );
  return recordRequests();
}

describe('decision emails', () => {
  it('when an organizer edits the Spanish rejection side by side with the English one, then the server previews it and the save keeps it', async () => {
    const requests = templatesBackend();
    const user = userEvent.setup();
    renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
    await user.click(await screen.findByRole('tab', { name: 'Decision emails' }));
    expect(await screen.findByRole('textbox', { name: 'Subject (English)' })).toHaveValue(DEFAULT_DECISION_TEMPLATES.accepted!.en!.subject);
    expect(screen.getByRole('textbox', { name: 'Subject (Spanish)' })).toHaveValue(DEFAULT_DECISION_TEMPLATES.accepted!.es!.subject);
    expect(screen.getByRole('table', { name: 'Placeholders' })).toHaveTextContent('{{offerLink}}');

    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    const spanish = screen.getByRole('region', { name: 'Rejected email in Spanish' });
    const subject = within(spanish).getByRole('textbox', { name: 'Subject (Spanish)' });
    await waitFor(() => expect(subject).toHaveValue(DEFAULT_DECISION_TEMPLATES.rejected!.es!.subject));
    await user.clear(subject);
    await user.type(subject, 'Sobre {{{{reference}}');
    const body = within(spanish).getByRole('textbox', { name: 'Message (Spanish)' });
    await user.clear(body);
    await user.type(body, 'Hola {{{{name}}, gracias.');
    await user.click(within(spanish).getByRole('button', { name: 'Preview' }));

    const preview = await within(spanish).findByRole('region', { name: 'Preview in Spanish' });
    expect(preview).toHaveTextContent('Sobre MT26-SAMP-LE00');
    expect(preview).toHaveTextContent('Hola Alejandra, gracias.');
    expect(requests.find((r) => r.url === `${TEMPLATES}/preview`)?.body).toEqual({ decision: 'rejected', language: 'es', subject: 'Sobre {{reference}}', body: 'Hola {{name}}, gracias.' });

    await user.click(within(spanish).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')).toMatchObject({ url: `${TEMPLATES}/rejected/es`, body: { subject: 'Sobre {{reference}}', body: 'Hola {{name}}, gracias.' } }),
    );
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when the subject is left blank, then the field says so in Spanish and nothing is saved', async () => {
      await act(() => i18n.changeLanguage('es'));
      const requests = templatesBackend();
      const user = userEvent.setup();
      renderFeature(<ContentTab />, { path: '/admin/dashboard?tab=content' });
      await user.click(await screen.findByRole('tab', { name: 'Correos de decisión' }));
      const subject = await screen.findByRole('textbox', { name: 'Asunto (Inglés)' });
      await user.clear(subject);
      await user.click(within(screen.getByRole('region', { name: 'Correo de Aceptación en Inglés' })).getByRole('button', { name: 'Guardar' }));

      expect(await screen.findByText('El correo necesita un asunto')).toBeInTheDocument();
      expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    });
  });
});
