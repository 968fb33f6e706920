import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { config } from '../../../../lib/config';

export type OsId = 'windows' | 'mac' | 'linux';

/** A tutorial OS option with its install steps (Windows 6, macOS 7, Linux 8). */
type InstallGuide = { id: OsId; name: string; description: string; steps: ReactNode[] };

const DownloadSite = () => (
  <a
    href={config.browserDownloadUrl}
    target="_blank"
    rel="noopener noreferrer"
    className="font-medium text-primary underline underline-offset-4"
  >
    site oficial de download
  </a>
);
const Conectar = () => (
  <Link to="/conectar" target="_blank" className="font-medium text-primary underline underline-offset-4">
    Conectar
  </Link>
);
const Cmd = ({ children }: { children: string }) => (
  <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">{children}</code>
);

const openSite = (
  <>
    Acesse o <DownloadSite /> do navegador (abre em uma nova aba).
  </>
);
const signIn = (
  <>
    Faça login com o email e a senha da página <Conectar />.
  </>
);
const enterCode = 'Quando o navegador pedir o código do autenticador, gere um código em Conectar e digite-o.';

export const INSTALL_GUIDES: InstallGuide[] = [
  {
    id: 'windows',
    name: 'Windows',
    description: 'Windows 7 ou superior, 32 e 64 bits',
    steps: [
      openSite,
      'Escolha a versão para Windows 64 bits e baixe o instalador.',
      'Execute o instalador baixado (se o Windows perguntar, permita que ele faça alterações).',
      'Siga o assistente de instalação, clicando em Avançar.',
      'Clique em Concluir para terminar a instalação e abra o navegador.',
      <>
        Faça login com o email e a senha da página <Conectar /> e, em seguida, informe o código do
        autenticador gerado lá.
      </>,
    ],
  },
  {
    id: 'mac',
    name: 'macOS',
    description: 'macOS 10.13 ou superior, Intel e Apple Silicon',
    steps: [
      openSite,
      'Baixe o arquivo .dmg da versão do seu Mac (Intel ou Apple Silicon).',
      'Abra o .dmg e arraste o aplicativo para a pasta Aplicativos.',
      'Se o macOS bloquear a abertura, vá em Ajustes do Sistema › Privacidade e Segurança e clique em Abrir Mesmo Assim.',
      'Abra o aplicativo pela pasta Aplicativos ou pelo Launchpad.',
      signIn,
      enterCode,
    ],
  },
  {
    id: 'linux',
    name: 'Linux',
    description: 'Ubuntu Desktop 22.04 ou superior',
    steps: [
      openSite,
      'Baixe o arquivo .AppImage para Linux.',
      'Abra o Terminal (Ctrl + Alt + T).',
      <>
        Entre na pasta de downloads: <Cmd>cd ~/Downloads</Cmd>
      </>,
      <>
        Torne o arquivo executável: <Cmd>chmod +x NomeDoArquivo.AppImage</Cmd>
      </>,
      <>
        Execute o navegador: <Cmd>./NomeDoArquivo.AppImage</Cmd>
      </>,
      'Opcional: crie um atalho no menu de aplicativos para abrir o navegador com um clique.',
      <>
        Faça login com o email e a senha da página <Conectar /> e informe o código do autenticador gerado lá.
      </>,
    ],
  },
];
