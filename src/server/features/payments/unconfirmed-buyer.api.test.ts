import { describe, expect, it } from 'vitest';
import { mailsTo, signInStatus, unconfirmedSession } from '../../../../test/api-helpers';
import { hotmartEvent, subscriptionCode, transactionCode } from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import { addSubscription, createUser } from '../../seed/factories';

// API part (SQLite and PostgreSQL): a purchase never enriches an account its buyer does not
// control. Anyone can sign up with someone else's e-mail and never confirm it; the owner's
// purchase then treats the owner as a new buyer: whoever signed up loses the password and the
// sessions, and the owner chooses a password through the welcome mail's link
// (docs/product.md#payments, docs/product.md#security).

const { t, expectOutcome, hotmart, profileOf } = webhookTestApp();

const WELCOME = 'Bem-vindo ao Hub Premium: crie sua senha';
const welcomeLinks = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.subject === WELCOME).map((mail) => mail.link);
const reclaimAudit = (email: string) =>
  t.db
    .selectFrom('audit_events')
    .select(['actor_label', 'before', 'after'])
    .where('target_email', '=', email)
    .where('action', '=', 'user.unconfirmed_reclaimed')
    .execute();
const setPassword = (link: string | undefined, password: string) =>
  t.api().auth['reset-password'].$post({
    json: { token: new URL(link ?? 'http://x').searchParams.get('token') ?? '', password },
  });

describe('a purchase for an address someone else signed up with', () => {
  it('goes to the buyer: the squatter loses password and session, the link confirms the address', async () => {
    const email = buyerEmail();
    const squatter = { fullName: 'Quem Cadastrou', email, password: 'senha-de-quem-cadastrou' };
    expect((await t.api().auth['sign-up'].$post({ json: squatter })).status).toBe(201);
    const squatterCookie = await unconfirmedSession(t, email, squatter.password);
    expect((await t.api(squatterCookie).me.sessions.$get()).status).toBe(200);

    await expectOutcome(await hotmart(hotmartEvent({ email, name: 'Dona do Email' })), 'applied');

    // The buyer is new to the account: the welcome mail, with the link to choose a password.
    const [link] = await welcomeLinks(email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/redefinir-senha\?token=[\w-]+$/);
    // Whoever signed up is out: the password opens nothing, the session is over.
    expect(await signInStatus(t, email, squatter.password)).toBe(401);
    expect((await t.api(squatterCookie).me.sessions.$get()).status).toBe(401);
    expect(await profileOf(email)).toMatchObject({ full_name: 'Dona do Email', email_verified: false });
    expect(await reclaimAudit(email)).toEqual([
      {
        actor_label: 'Webhook Hotmart',
        before: JSON.stringify({ fullName: 'Quem Cadastrou', password: 'definida' }),
        after: JSON.stringify({ fullName: 'Dona do Email', password: 'removida', sessoes: 1 }),
      },
    ]);

    // The owner's link sets their password and confirms the address; the paid access is theirs.
    expect((await setPassword(link, 'senha-da-dona-123')).status).toBe(200);
    expect((await profileOf(email))?.email_verified).toBe(true);
    const cookie = await t.signIn(email, 'senha-da-dona-123');
    const me = await (await t.api(cookie).me.$get()).json();
    expect(me.subscription).toMatchObject({ plan: 'anual', status: 'active' });
    // Confirmed now, the address still refuses the squatter's password.
    expect(await signInStatus(t, email, squatter.password)).toBe(401);
  });

  it('a renewal of a grant such an account holds takes it back the same way', async () => {
    const squatter = await createUser(t.deps, { email: buyerEmail(), emailVerified: false });
    const subscriberCode = subscriptionCode();
    await addSubscription(t.deps, squatter.id, {
      plan: 'anual',
      expiresInDays: 10,
      source: 'hotmart',
      reference: subscriberCode,
    });
    await expectOutcome(await hotmart(hotmartEvent({ email: squatter.email, subscriberCode })), 'applied');
    expect(await welcomeLinks(squatter.email)).toHaveLength(1);
    expect(await signInStatus(t, squatter.email, squatter.password)).toBe(401);
    expect(await reclaimAudit(squatter.email)).toHaveLength(1);
  });

  it('a buyer who has not chosen a password yet gets a fresh link, and the first one still works', async () => {
    const email = buyerEmail();
    await expectOutcome(await hotmart(hotmartEvent({ email, transaction: transactionCode() })), 'applied');
    await expectOutcome(await hotmart(hotmartEvent({ email, transaction: transactionCode() })), 'applied');
    const links = await welcomeLinks(email);
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);
    // Nobody held the account: nothing was taken back, and no link mailed to the buyer was spent.
    expect(await reclaimAudit(email)).toEqual([]);
    expect((await setPassword(links[0], 'senha-do-comprador')).status).toBe(200);
    expect((await profileOf(email))?.email_verified).toBe(true);
  });

  it("a confirmed member's purchase leaves their password and sessions alone", async () => {
    const member = await createUser(t.deps, { email: buyerEmail() });
    const cookie = await t.signIn(member.email, member.password);
    await expectOutcome(await hotmart(hotmartEvent({ email: member.email })), 'applied');
    expect((await mailsTo(t, member.email)).map((mail) => mail.subject)).toEqual([
      'Pagamento confirmado no Hub Premium',
    ]);
    expect((await t.api(cookie).me.sessions.$get()).status).toBe(200);
    expect(await signInStatus(t, member.email, member.password)).toBe(200);
    expect(await profileOf(member.email)).toMatchObject({ full_name: 'Membro Teste' });
    expect(await reclaimAudit(member.email)).toEqual([]);
  });
});
