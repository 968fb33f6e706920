import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { VideoEmbed } from '../../ui/video-embed';
import { ToolsSupportLink } from '../features/support/components/tools-support-link';
import { LoginCard } from '../features/tools-access/components/login-card';
import { ToolsCodeCard } from '../features/tools-access/components/tools-code-card';
import { IncludedTools } from '../features/tools-catalogue/components/included-tools';
import { config } from '../lib/config';

import { usePageTitle } from '../lib/use-page-title';

/**
 * /conectar (docs/product.md#tools-access-and-the-one-time-code): the shared tool server's login,
 * the live code, the tutorial video, and the included tools with their live status.
 */
export function Component() {
  usePageTitle('Conectar');
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Servidor de Ferramentas Compartilhado
        </h1>
        <p className="text-muted-foreground">
          Entre no navegador anti-detecção com os dados abaixo para usar todas as ferramentas premium.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <LoginCard
            group="tools"
            title="Dados de acesso"
            description="Copie o email e a senha e cole no login do navegador."
          />
          <ToolsCodeCard />
        </div>
        <Card className="content-start">
          <CardHeader>
            <CardTitle>Como conectar</CardTitle>
            <CardDescription>Assista ao passo a passo antes do primeiro acesso.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <VideoEmbed videoId={config.tutorialVideoId} title="Tutorial: como conectar às ferramentas" />
            <Link
              to="/tutorial"
              className="flex items-center gap-2 text-sm font-medium text-primary hover:underline"
            >
              <BookOpen className="size-4" aria-hidden /> Ainda não instalou o navegador? Veja o tutorial de
              instalação
            </Link>
            {/* /conectar already needs an active subscription: whoever sees it may use the tools' support. */}
            <ToolsSupportLink />
          </CardContent>
        </Card>
      </div>
      <IncludedTools />
    </div>
  );
}
