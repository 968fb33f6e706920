import { describe, expect, it } from 'vitest';
import { grantView } from '../../../test/grant-view';
import { grantQuestion } from './grant-actions';

// Every way of stopping a grant asks first, naming the member (docs/product.md#plans-and-access).
describe('grant questions', () => {
  it('asks before Cancelar ao fim do período, saying until when access lasts', () => {
    const grant = grantView({ expiresAt: '2031-01-31T15:00:00.000Z' });
    const question = grantQuestion('cancel', 'Maria Silva', grant);
    expect(question.title).toBe('Cancelar ao fim do período a assinatura de Maria Silva?');
    expect(question.description).toContain('até 31/01/2031');
    expect(question.confirmLabel).toBe('Cancelar ao fim do período');
  });

  it('keeps the questions of Encerrar agora and Remover', () => {
    expect(grantQuestion('end', 'Maria', grantView()).title).toBe('Encerrar agora a assinatura de Maria?');
    expect(grantQuestion('remove', 'Maria', grantView()).title).toBe('Remover a assinatura de Maria?');
  });
});
