import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const supportSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['admin', 'support', 'session', sessionId],
    queryFn: () => unwrap(api.admin.support.sessions[':sessionId'].$get({ param: { sessionId } })),
  });

/** Every exchange of one session, loaded when its dialog opens. */
export const useSupportSession = (sessionId: string | null) =>
  useQuery({ ...supportSessionQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
