import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { QueryState } from './query-state.tsx';

function Contracts({ answer }: { answer: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['contracts'], queryFn: answer });
  return (
    <QueryState query={query} loading="Laddar avtalen..." notFoundIsInfo isEmpty={(data) => data.length === 0} empty={<p>Inga avtal</p>}>
      {(data) => <p>{data.join(', ')}</p>}
    </QueryState>
  );
}

function Details({ answer }: { answer: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['details'], queryFn: answer });
  return (
    <QueryState query={query} failed={<p>Inga detaljer</p>}>
      {(data) => <p>{data.join(', ')}</p>}
    </QueryState>
  );
}

function renderWith(answers: (() => Promise<string[]>)[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let call = 0;
  // Each call gets the next answer; the last one stays.
  const answer = () => answers[Math.min(call++, answers.length - 1)]!();
  return render(
    <QueryClientProvider client={client}>
      <Contracts answer={answer} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('says what is loading, then shows the data', async () => {
    renderWith([async () => ['Elavtal']]);
    expect(screen.getByRole('status')).toHaveTextContent('Laddar avtalen...');
    expect(await screen.findByText('Elavtal')).toBeVisible();
  });

  it('shows what it has to say when there is nothing', async () => {
    renderWith([async () => []]);
    expect(await screen.findByText('Inga avtal')).toBeVisible();
  });

  it('shows the failure with "Försök igen", which asks again', async () => {
    renderWith([() => Promise.reject(new Error('Något gick fel.')), async () => ['Fjärrvärme']]);
    await userEvent.click(await screen.findByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Fjärrvärme')).toBeVisible();
  });

  it("shows the server's 404 as information, without a retry, where asked to", async () => {
    renderWith([() => Promise.reject(new ApiRequestError('Anläggningen har ingen högspänning.', 404, 'not_found'))]);
    expect(await screen.findByText('Anläggningen har ingen högspänning.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).toBeNull();
  });

  it('shows what stands for a failure, without a retry, where a failure means there is nothing', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Details answer={() => Promise.reject(new Error('Något gick fel.'))} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Inga detaljer')).toBeVisible();
    expect(screen.queryByText('Något gick fel.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Försök igen' })).toBeNull();
  });
});
