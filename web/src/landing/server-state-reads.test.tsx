import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answer, recordRequests } from '../test/api-server';
import { readQuery } from '../lib/api-client';
import { PublicReadsContext, readOptions, usePublicRead } from '../lib/public-reads';
import { serverStateReads } from './server-state-reads';

const teamRead = readOptions<string[]>({ queryKey: ['/api/public/team'], queryFn: async (context) => (await readQuery(context)) as string[] });

function TeamNames() {
  const team = usePublicRead(teamRead);
  if (team.isPending) return <p>Loading the team</p>;
  if (team.isError) return <p>The team could not be loaded</p>;
  return <p>{team.data.join(', ')}</p>;
}

describe('the landing page’s reads on its own entry', () => {
  it('when the server rendered the page with a read, then the page shows it at once and asks for nothing', () => {
    const requests = recordRequests();
    const reads = serverStateReads({ queries: [{ queryKey: ['/api/public/team'], state: { status: 'success', data: ['Ana', 'Luis'] } }] });
    render(
      <PublicReadsContext.Provider value={reads}>
        <TeamNames />
      </PublicReadsContext.Provider>,
    );
    expect(screen.getByText('Ana, Luis')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('when the server could not read it, then the page asks for it once, however many parts show it', async () => {
    const requests = recordRequests();
    answer(http.get('/api/public/team', () => HttpResponse.json(['Ana'])));
    const reads = serverStateReads({ queries: [] });
    render(
      <PublicReadsContext.Provider value={reads}>
        <TeamNames />
        <TeamNames />
      </PublicReadsContext.Provider>,
    );
    expect(screen.getAllByText('Loading the team')).toHaveLength(2);
    expect(await screen.findAllByText('Ana')).toHaveLength(2);
    expect(requests.filter((request) => request.url === '/api/public/team')).toHaveLength(1);
  });
});
