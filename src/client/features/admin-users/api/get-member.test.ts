import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userGrantsQueryOptions } from './get-member';
import { usersQueryKey } from './get-users';

describe("a member's grants", () => {
  it('are refetched by every admin change, which invalidates the users list', async () => {
    const client = new QueryClient();
    const { queryKey } = userGrantsQueryOptions('u1');
    client.setQueryData(queryKey, { subscriptions: [] });
    await client.invalidateQueries({ queryKey: [...usersQueryKey] });
    expect(client.getQueryState(queryKey)?.isInvalidated).toBe(true);
    client.clear();
  });
});
