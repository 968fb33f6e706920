import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HEALTH_LABELS } from '../../../../shared/schemas/assistant-health';
import { type AssistantSettingsView, KEY_AGAIN } from '../../../../shared/schemas/support';
import { clientWith } from '../../../test/query-cache';
import { assistantSettingsQueryOptions } from '../api/assistant-settings';
import { AssistantSettingsCard, assistantSettingsFormSchema } from './assistant-settings-card';
import { ChatMessagesView } from './chat-messages-view';

const SAVED: AssistantSettingsView = {
  assistant: 'general',
  baseUrl: 'https://api.um.exemplo/v1',
  assistantId: 'gpt-4o-mini',
  keyHint: '••••QWER',
  health: null,
};

const render = (settings: AssistantSettingsView) =>
  renderToString(
    <QueryClientProvider
      client={clientWith([
        { queryKey: assistantSettingsQueryOptions('general').queryKey, data: { settings } },
      ])}
    >
      <AssistantSettingsCard assistant="general" />
    </QueryClientProvider>,
  );

const checkedAt = '2026-11-26T12:00:00Z';

// On /admin/assistente.
describe('AssistantSettingsCard', () => {
  it('shows the API’s last real outcome, not merely that a key is saved, and offers "Testar conexão"', () => {
    const untested = render(SAVED);
    expect(untested).toContain('API configurada: não testada');
    expect(untested).toMatch(/<button[^>]*>Testar conexão<\/button>/);
    expect(untested).not.toContain('API funcionando');

    const ok = render({ ...SAVED, health: { status: 'ok', detail: null, checkedAt } });
    expect(ok).toMatch(/data-variant="success"[^>]*>.*API funcionando/);
    const refused = render({ ...SAVED, health: { status: 'unauthorized', detail: '401 chave', checkedAt } });
    expect(refused).toMatch(/data-variant="destructive"[^>]*title="[^"]*401 chave"[^>]*>.*Chave recusada/);
    expect(render({ ...SAVED, health: { status: 'unreachable', detail: null, checkedAt } })).toContain(
      HEALTH_LABELS.unreachable,
    );

    const offline = render({ ...SAVED, keyHint: null, baseUrl: '', assistantId: '' });
    expect(offline).toContain('Offline: base de conhecimento');
    expect(offline).not.toContain('Testar conexão');
  });

  it('says, and checks, that a new URL needs the key again', async () => {
    expect(render(SAVED)).toContain('ao mudar a URL, informe a chave de novo');
    const schema = assistantSettingsFormSchema(() => SAVED);
    const moved = schema.safeParse({ baseUrl: 'https://api.outro.exemplo/v1', apiKey: '', assistantId: 'm' });
    expect(moved.error?.issues).toEqual([expect.objectContaining({ path: ['apiKey'], message: KEY_AGAIN })]);
    const cleared = schema.safeParse({ baseUrl: '', apiKey: '', assistantId: 'm' });
    expect(cleared.error?.issues[0]?.message).toBe(KEY_AGAIN);
    expect(schema.safeParse({ baseUrl: SAVED.baseUrl, apiKey: '', assistantId: 'm' }).success).toBe(true);
    expect(
      schema.safeParse({ baseUrl: 'https://api.outro.exemplo/v1', apiKey: 'sk-nova', assistantId: 'm' })
        .success,
    ).toBe(true);
    // Nothing stored yet: the shared schema's own rules only.
    expect(
      assistantSettingsFormSchema(() => undefined).safeParse({
        baseUrl: 'https://x.exemplo',
        apiKey: '',
        assistantId: 'm',
      }).success,
    ).toBe(true);
  });
});

describe('ChatMessagesView in the admin’s logs', () => {
  it('marks the answers the offline assistant gave because the API failed', () => {
    const pair = { userMessage: 'oi', assistantMessage: 'Olá!', createdAt: checkedAt };
    const html = renderToString(
      <ChatMessagesView
        pairs={[
          { ...pair, replySource: 'fallback' },
          { ...pair, replySource: 'api', createdAt: '2026-11-26T12:01:00Z' },
        ]}
      />,
    );
    expect(html.match(/Resposta offline \(falha da API\)/g)).toHaveLength(1);
  });
});
