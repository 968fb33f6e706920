import { type AccessMatrix, signedIn } from '../../../../test/access-matrix';
import { DATA_EXPORT_FILES } from '../../../shared/schemas/my-data';
import { queueDataExport } from './data/data-exports';

export const accessMatrix: AccessMatrix = ({ app, someone }) => ({
  'GET /api/me/data-export': { expect: signedIn(200) },
  'POST /api/me/data-export': { expect: signedIn(202) },
  // Another member's ready file: nobody but its owner gets it (my-data.api.test.ts: the owner does).
  // Admins leave through another admin (403); a member's request ends their sessions.
  'POST /api/me/account-deletion': {
    expect: { ...signedIn(200), admin: 403 },
    body: (caller) => ({ password: caller.user?.password ?? 'x' }),
    endsSession: true,
  },
  'GET /api/me/data-export/:id/:file': {
    expect: signedIn(404),
    url: async () => {
      const { id } = await queueDataExport({ db: app().db, userId: (await someone()).id });
      await app().deps.dataExports.drain();
      return `/api/me/data-export/${id}/${DATA_EXPORT_FILES.json}`;
    },
  },
});
