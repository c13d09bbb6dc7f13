import { PROGRESS_CONTENT_TYPE, type Progress } from '@food-admin/api-client';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../src/index';
import { apiError, mockClient, useMockApi } from './support';

useMockApi();
const api = mockClient();

// The server's progress answer (docs/api.md#progress), told in steps of two rows by the mocks.
describe('a bulk action asked for its progress', () => {
  it('streams progress two rows at a time, then the answer, through the client', async () => {
    const seen: Progress[] = [];
    const answer = await api.restaurants.bulk({
      body: { action: 'deactivate', ids: [1, 2, 3, 999] },
      onProgress: (progress) => seen.push(progress),
    });

    expect(answer.changed + answer.refused.length).toBe(4);
    expect(answer.refused.map((refusal) => refusal.id)).toEqual([999]);
    expect(seen).toEqual([
      { done: 0, total: 4 },
      { done: 2, total: 4 },
      { done: 4, total: 4 },
    ]);
    expect(mockDb.restaurants.find(1)?.isActive).toBe(false);
  });

  it('answers NDJSON only when asked, and a refusal before any work as JSON', async () => {
    const asked = await fetch('http://localhost:8080/admin/reviews/bulk', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: PROGRESS_CONTENT_TYPE },
      body: JSON.stringify({ action: 'approve', ids: [1] }),
    });
    expect(asked.headers.get('content-type')).toBe(PROGRESS_CONTENT_TYPE);
    const lines = (await asked.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines[0]).toEqual({ progress: { done: 0, total: 1 } });
    expect(lines.at(-1)).toMatchObject({ result: { refused: [] } });

    const refused = await apiError(
      api.admin.reviewsBulk({ body: { action: 'approve', ids: [] }, onProgress: () => {} }),
    );
    expect(refused.status).toBe(400);
  });
});
