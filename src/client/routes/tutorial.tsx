import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { Card, CardContent } from '../../ui/card';
import { VideoEmbed } from '../../ui/video-embed';
import { useMayVisit } from '../features/session/hooks/use-may-visit';
import { ToolsSupportLink } from '../features/support/components/tools-support-link';
import type { OsId } from '../features/tools-access/components/tutorial/install-guides';
import { InstallSteps } from '../features/tools-access/components/tutorial/install-steps';
import { OsChoice } from '../features/tools-access/components/tutorial/os-choice';
import { config } from '../lib/config';
import { usePageTitle } from '../lib/use-page-title';

/** /tutorial: install the anti-detect browser, step by step for each OS. */
export function Component() {
  const [os, setOs] = useState<OsId | null>(null);
  usePageTitle('Tutorial');
  const mayUseToolsSupport = useMayVisit('/suporte/ferramentas');
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Tutorial de Instalação</h1>
        <Badge variant="secondary">Versão {config.browserVersion}</Badge>
      </div>
      <VideoEmbed videoId={config.tutorialVideoId} title="Tutorial de instalação do navegador" />
      <Card className="border-primary/40 bg-primary/5">
        <CardContent className="flex gap-3 p-4 text-sm">
          <ExternalLink className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <p>
            Seus dados de login estão na página{' '}
            <Link
              to="/conectar"
              target="_blank"
              className="font-medium text-primary underline underline-offset-4"
            >
              Conectar
            </Link>
            . Deixe-a aberta em outra aba enquanto segue os passos.
          </p>
        </CardContent>
      </Card>
      {os ? <InstallSteps os={os} onBack={() => setOs(null)} /> : <OsChoice onChoose={setOs} />}
      {mayUseToolsSupport && <ToolsSupportLink />}
    </div>
  );
}
