import { type AccessMatrix, everyone, signedIn } from '../../../../test/access-matrix';
import { createUser } from '../../seed/factories';

export const accessMatrix: AccessMatrix = ({ app }) => {
  // Another person's session, made once: its id is what every caller tries to end.
  let othersSession: Promise<string> | undefined;
  const sessionOfSomeoneElse = async () => {
    const person = await createUser(app().deps);
    await app().signIn(person.email, person.password);
    const session = await app()
      .db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', person.id)
      .executeTakeFirstOrThrow();
    return session.id;
  };
  return {
    'GET /api/me': { expect: everyone(200) },
    'GET /api/me/sessions': { expect: signedIn(200) },
    'POST /api/me/sessions/end-others': { expect: signedIn(200) },
    // Another person's session is not found by anyone, admins included.
    'DELETE /api/me/sessions/:id': {
      expect: signedIn(404),
      url: async () => {
        othersSession ??= sessionOfSomeoneElse();
        return `/api/me/sessions/${await othersSession}`;
      },
    },
  };
};
