// Articles the first knowledge base lacked, found by asking the assistants the way
// members do ("onde fica o tutorial?", "onde baixo o navegador"): the member area's pages and the
// everyday questions about them. Written out here, not imported: a landed migration never changes.
// Each has the narrowest audience that should read it: pages behind sign-in answer
// members, and say when a page needs an active plan.
export const NEW_ARTICLES: {
  title: string;
  keywords: string;
  answer: string;
  audience: 'visitors' | 'members' | 'subscribers';
}[] = [
  {
    title: 'Onde fica o Tutorial',
    audience: 'members',
    keywords:
      'tutorial, onde fica o tutorial, tutorial de instalação, passo a passo, vídeo de instalação, guia, como instalar, instalar o navegador, instruções, manual',
    answer: `O **Tutorial** fica no **Dashboard**, no atalho **Tutorial de instalação**.
1. Assista ao vídeo de instalação.
2. Escolha o seu sistema (Windows, macOS ou Linux) e siga os passos; a versão usada é a {versao}.
3. Os seus dados de login ficam na página **Conectar**: deixe-a aberta em outra aba enquanto instala.`,
  },
  {
    title: 'Baixar o navegador seguro',
    audience: 'members',
    keywords:
      'baixar o navegador, download do navegador, link do navegador, onde baixo, onde baixar, instalador, navegador seguro, navegador anti-detect, browser, programa, aplicativo para baixar, site oficial',
    answer: `O navegador seguro é baixado do site oficial, pelo link que está no **Tutorial**:
1. No **Dashboard**, abra **Tutorial de instalação**.
2. Escolha o seu sistema (Windows, macOS ou Linux) e clique em **site oficial de download** no primeiro passo.
3. Instale a versão {versao} e entre com os dados da página **Conectar**.
O navegador roda no computador, não no celular.`,
  },
  {
    title: 'Página Conectar: dados de acesso às ferramentas',
    audience: 'members',
    keywords: 'conectar, página conectar, onde fica o conectar, página de ferramentas, aba ferramentas',
    answer: `A página **Conectar** fica no menu, em **Ferramentas**, e precisa de uma assinatura ativa.
Lá estão o e-mail e a senha de acesso às ferramentas, com botões para copiar, o botão **Gerar código** para o código de verificação e um vídeo de como conectar.
Sem plano ativo, o menu leva à página de planos: clique em **Renovar** ou escolha um plano.`,
  },
  {
    title: 'Configurações da conta',
    audience: 'members',
    keywords:
      'configurações, config, ajustes, onde fica configurações, perfil, segurança, trocar senha, aba plano, preferências, minha conta, verificação em duas etapas da conta, sessões ativas',
    answer: `Em **Configurações** (no menu) há três abas:
• **Perfil**: o seu nome.
• **Segurança**: trocar a senha do site, a verificação em duas etapas e as **Sessões ativas** (aparelhos conectados).
• **Plano**: o plano atual, a validade e o botão **Renovar**.`,
  },
  {
    title: 'Renovar ou trocar de plano',
    audience: 'members',
    keywords:
      'renovar, renovar a assinatura, renovação, como renovo, renovar antes de vencer, vai vencer, trocar de plano, mudar de plano, upgrade, passar para o anual, virar vitalício, estender, prorrogar, pagar de novo, reativar',
    answer: `Para renovar ou trocar de plano:
1. No **Dashboard** ou em **Configurações** > **Plano**, clique em **Renovar** (sem plano, clique em **Escolha seu plano**).
2. Escolha Mensal, Anual ou Vitalício e pague com cartão ou PIX, com o mesmo e-mail da sua conta.
3. O acesso é liberado ou estendido assim que o pagamento é confirmado.
Anual e Vitalício podem ser parcelados em até 12x no cartão.`,
  },
  {
    title: 'Mapa da área de membros',
    audience: 'members',
    keywords:
      'menu, páginas, área de membros, painel, dashboard, início, onde fica cada página, mapa do site, onde clico, navegar',
    answer: `Pelo menu você chega a cada parte da área de membros:
• **Dashboard**: o seu plano, a validade e os atalhos para **Tutorial de instalação**, **Treinamentos** e **Suporte**.
• **Ferramentas** (página **Conectar**): e-mail, senha e código das ferramentas.
• **Biblioteca**: materiais para baixar.
• **Configurações**: perfil, senha e plano.
• **Afiliação**: o programa de afiliados.
Ferramentas, Biblioteca e Afiliação precisam de uma assinatura ativa.`,
  },
  {
    title: 'Sessões e aparelhos conectados',
    audience: 'members',
    keywords:
      'fui desconectado do site, saiu sozinho do site, deslogou do site, outro aparelho, outro dispositivo, limite de aparelhos, limite de dispositivos, sessões ativas, sair de todos, encerrar sessão',
    answer: `A sua conta do {app} fica conectada em um número limitado de aparelhos: ao entrar em um novo, a sessão mais antiga é encerrada.
Para ver e encerrar sessões, vá em **Configurações** > **Segurança** > **Sessões ativas**.
Se foi desconectado sem ter entrado em outro lugar, troque a sua senha em **Configurações** > **Segurança**.`,
  },
];

/**
 * Words members use for topics the first articles cover, found by the evaluation set: added to
 * those articles' keywords only where the operator never edited the seeded article.
 */
export const KEYWORD_ADDITIONS: { title: string; keywords: string }[] = [
  {
    title: 'Sem assinatura ativa',
    keywords:
      'paguei e não tenho acesso, paguei e continua sem plano, aparece sem plano, o plano não aparece',
  },
  {
    title: 'Código de verificação',
    keywords:
      'pedindo código, pede um código, código da ferramenta, código de acesso, verificação em duas etapas',
  },
  {
    title: 'Como acessar as ferramentas',
    keywords:
      'como entro na ferramenta, não consigo entrar na ferramenta, senha da ferramenta, login da ferramenta',
  },
  {
    title: 'Requisitos e versão do navegador seguro',
    keywords: 'funciona no celular, roda no celular, quais sistemas, funciona no mac, funciona no linux',
  },
  {
    title: 'Usar em outro computador',
    keywords: 'notebook e computador, dois aparelhos, passar meu acesso, dividir a conta',
  },
];
