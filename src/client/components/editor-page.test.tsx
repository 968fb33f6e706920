import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button } from '../../ui/button';
import { BackLink } from './editor-page';

describe('editor back link', () => {
  it('takes the button classes that keep its arrow on the same line', () => {
    const html = renderToString(
      <MemoryRouter>
        <Button variant="ghost" size="sm" className="w-fit" asChild>
          <BackLink to="/admin/biblioteca" label="Voltar para a biblioteca" />
        </Button>
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /<a [^>]*class="[^"]*inline-flex[^"]*items-center[^"]*"[^>]*href="\/admin\/biblioteca"/,
    );
  });
});
