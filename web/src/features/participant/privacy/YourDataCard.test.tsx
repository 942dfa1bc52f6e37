import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myDataSchema, ownLogisticsReadsSchema, privacyMessages, type MyData, type OwnLogisticsReads } from '@trek/contracts';
import { http, HttpResponse } from 'msw';
import { i18n } from '../../../i18n';
import { answer, contractJson, errorJson, recordRequests } from '../../../test/api-server';
import { participant } from '../../../test/fixtures';
import { draftLogistics } from '../../../test/participant-portal';
import { renderFeature, signInOnApiServer, tokenOf } from '../../../test/render-feature';
import { participantPrivacyPaths } from './api/privacy-api';
import { YourDataCard } from './YourDataCard';

// Component test: Profile → Your data as a participant sees it, MSW answering as the participant
// service does; what the download holds and the read log are covered by
// services/participant/test/privacy.api.test.ts.

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Seven organizer views, newest first, a day apart. */
const sevenReads: OwnLogisticsReads['reads'] = (['export', 'detail', 'list', 'rooming', 'list', 'detail', 'export'] as const).map((view, index) => ({
  at: new Date(Date.UTC(2026, 1, 10 - index, 9, 30)).toISOString(),
  view,
}));

const myData: MyData = {
  exportedAt: '2026-02-12T10:00:00.000Z',
  account: { id: participant.id, fullName: participant.fullName, email: participant.email },
  edition: 2026,
  profile: { firstName: 'Pablo', lastName: 'Participant' },
  whatsapp: { joined: true, joinedAt: '2026-01-15T12:00:00.000Z' },
  logistics: { ...draftLogistics(), purgedAt: null },
  feedback: [],
  transfer: { transferCount: 0, receivedByTransfer: false, clearedAt: null, transfers: [] },
  applications: [],
  logisticsReads: sevenReads,
  announcementReads: [{ announcementId: '65a1b2c3d4e5f60718293d01', title: 'Welcome', readAt: '2026-01-16T08:00:00.000Z' }],
  rooms: { published: [{ year: 2026, label: 'Casa Azul 3', night: null, roommates: [{ name: 'Bea Ruiz' }] }], draft: [] },
};

/** What the browser was asked to save: the file's name and its text. */
interface SavedFile {
  name: string;
  text: Promise<string>;
}

/** The text of a blob the app made (jsdom's Blob, which Node's Response cannot read). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The saved file could not be read'));
    reader.readAsText(blob);
  });
}

/** Records the files the card hands the browser to save; jsdom cannot save files or make blob URLs. */
function recordSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  let lastBlob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      lastBlob = blob;
      return 'blob:my-data';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function saveFile(this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: lastBlob ? readText(lastBlob) : Promise.resolve('') });
  });
  return saved;
}

/** Signs the participant in and shows the card; the read log answers `reads` unless `readsAnswer` is given. Returns the requests sent. */
function openCard({ reads = [], readsAnswer, myDataAnswer }: { reads?: OwnLogisticsReads['reads']; readsAnswer?: () => Response; myDataAnswer?: () => Response } = {}) {
  signInOnApiServer(participant);
  answer(
    http.get(participantPrivacyPaths.logisticsReads, () => readsAnswer?.() ?? contractJson(ownLogisticsReadsSchema, { reads })),
    http.get(participantPrivacyPaths.myData, () => myDataAnswer?.() ?? contractJson(myDataSchema, myData)),
  );
  const requests = recordRequests();
  renderFeature(<YourDataCard />);
  return requests;
}

const card = async () => within(await screen.findByRole('region', { name: 'Your data' }));

describe('Your data on the participant\'s profile', () => {
  it('when organizers viewed the logistics, then the five latest views show when and on which screen, and the rest as a count', async () => {
    openCard({ reads: sevenReads });

    const yourData = await card();
    expect(await yourData.findByText('Organizers viewed your logistics on:')).toBeInTheDocument();
    expect(yourData.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${when(sevenReads[0]!.at)} (logistics export)`,
      `${when(sevenReads[1]!.at)} (participant details)`,
      `${when(sevenReads[2]!.at)} (logistics table)`,
      `${when(sevenReads[3]!.at)} (rooming report)`,
      `${when(sevenReads[4]!.at)} (logistics table)`,
    ]);
    expect(yourData.getByText('and 2 earlier views')).toBeInTheDocument();
  });

  it('when no organizer viewed the logistics, then it says so', async () => {
    openCard();
    expect(await (await card()).findByText('No organizer has viewed your logistics yet.')).toBeInTheDocument();
  });

  it('when the views cannot be read, then the reason shows with a way to try again', async () => {
    let failing = true;
    openCard({ readsAnswer: () => (failing ? errorJson(503, 'The participant service is unavailable.') : contractJson(ownLogisticsReadsSchema, { reads: sevenReads.slice(0, 1) })) });

    const alert = within(await screen.findByRole('alert', { name: 'The list of views could not be loaded.' }));
    expect(alert.getByText('The participant service is unavailable.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`${when(sevenReads[0]!.at)} (logistics export)`)).toBeInTheDocument();
  });

  it('when the participant downloads their data, then it is read with their session and saved as my-data.json holding what the service sent', async () => {
    const saved = recordSavedFiles();
    const requests = openCard();

    await userEvent.click(await (await card()).findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['my-data.json']));
    expect(JSON.parse(await saved[0]!.text)).toEqual(myData);
    const download = requests.filter((request) => request.url === participantPrivacyPaths.myData);
    expect(download).toHaveLength(1);
    expect(download[0]!.headers.get('Authorization')).toBe(`Bearer ${tokenOf(participant)}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the download fails, then the service\'s reason shows and nothing is saved', async () => {
    const saved = recordSavedFiles();
    openCard({ myDataAnswer: () => errorJson(503, privacyMessages.applicationsUnavailable) });

    await userEvent.click(await (await card()).findByRole('button', { name: 'Download my data' }));
    const alert = within(await screen.findByRole('alert', { name: 'Your data could not be downloaded' }));
    expect(alert.getByText(privacyMessages.applicationsUnavailable)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('when the service cannot be reached, then the card says the download failed and to try again, not the browser\'s words', async () => {
    const saved = recordSavedFiles();
    openCard({ myDataAnswer: () => HttpResponse.error() });

    await userEvent.click(await (await card()).findByRole('button', { name: 'Download my data' }));
    const alert = within(await screen.findByRole('alert', { name: 'Your data could not be downloaded' }));
    expect(alert.getByText(privacyMessages.exportFailed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('when the download fails, then the service\'s reason shows in Spanish', async () => {
      await act(() => i18n.changeLanguage('es'));
      openCard({ myDataAnswer: () => errorJson(503, privacyMessages.applicationsUnavailable) });

      await userEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));
      const alert = within(await screen.findByRole('alert', { name: 'No se pudieron descargar tus datos' }));
      expect(alert.getByText(/^El servicio de postulaciones no está disponible/)).toBeInTheDocument();
    });
  });
});
