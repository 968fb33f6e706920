// What members asked that the knowledge base did not say: how many devices, whether boleto is
// accepted, how to report a broken tool and follow a ticket, that the tools open only in the secure
// browser, what a tool gone from the list means, and a tool's own paywall or password (not the
// member's account here). Written out here, not imported: a landed migration never changes.
// {aparelhos} is the configured limit of signed-in devices.
export const NEW_ARTICLES: {
  title: string;
  keywords: string;
  answer: string;
  audience: 'visitors' | 'members' | 'subscribers';
}[] = [
  {
    title: 'Quantos aparelhos posso usar',
    audience: 'visitors',
    keywords:
      'quantos aparelhos, quantos computadores, quantos dispositivos, limite de aparelhos, limite de dispositivos, mais de um computador, ao mesmo tempo, notebook e computador, em casa e no trabalho, vários computadores',
    answer: `A sua conta do {app} pode ficar conectada em até **{aparelhos} aparelhos** ao mesmo tempo. Ao entrar em mais um, a sessão mais antiga é encerrada.
Você pode instalar o navegador seguro em cada computador que usar (em casa e no trabalho, por exemplo). Para ver e encerrar sessões: **Configurações** > **Segurança** > **Sessões ativas**.`,
  },
  {
    title: 'Só pelo navegador seguro, não pelo Chrome',
    audience: 'visitors',
    keywords:
      'chrome, google chrome, firefox, edge, safari, opera, navegador comum, navegador normal, outro navegador, precisa instalar, preciso instalar algo, instalar programa, sem instalar',
    answer: `As ferramentas são usadas só dentro do **navegador seguro** do {app}: no Chrome, Edge, Safari ou Firefox comuns o login delas não entra.
1. Instale o navegador seguro (versão {versao}) seguindo o **Tutorial**.
2. Entre nele com os dados da página **Conectar** e abra a ferramenta por lá.`,
  },
  {
    title: 'Reportar problema em uma ferramenta',
    audience: 'members',
    keywords:
      'reportar, avisar, informar, relatar, denunciar, ferramenta quebrada, ferramenta com defeito, ferramenta fora do ar, ferramenta caiu, ferramenta parou, reclamar da ferramenta, comunicar problema',
    answer: `Para avisar a equipe de que uma ferramenta está com problema:
1. Abra **Suporte das Ferramentas** (em **Suporte**) e diga qual ferramenta é e o que aparece na tela.
2. Se o assistente não resolver, clique em **Falar com a equipe**: abrimos um chamado e a resposta chega por e-mail e em **Meus chamados**.
Um print da tela ajuda a equipe a resolver mais rápido.`,
  },
  {
    title: 'Acompanhar meus chamados',
    audience: 'members',
    keywords:
      'meus chamados, chamado, ticket, protocolo, acompanhar chamado, resposta do chamado, onde vejo a resposta, responderam, resposta da equipe, status do chamado, abri um chamado',
    answer: `Os seus chamados ficam em **Meus chamados**, no fim da página **Suporte**.
Cada um mostra o status: **Novo** ou **Aguardando equipe** (a equipe vai responder), **Respondido** (há resposta nova) ou **Resolvido**. Quando a equipe responde, você também recebe um e-mail com o link.
Para responder ou mandar um print, abra o chamado em **Meus chamados**.`,
  },
  {
    title: 'Ferramenta sumiu da lista',
    audience: 'members',
    keywords:
      'sumiu da lista, ferramenta sumiu, não aparece mais, tiraram a ferramenta, ferramenta removida, saiu do catálogo, não está mais na lista, cadê a ferramenta, faltando ferramenta, ferramenta nova, vão adicionar',
    answer: `A lista de ferramentas muda: uma ferramenta pode sair por um tempo quando o acesso dela está em manutenção ou foi substituída por outra do mesmo tipo.
1. Confira a página **Conectar**: ela mostra as ferramentas disponíveis agora.
2. Se precisa de uma que sumiu, clique em **Falar com a equipe** e diga qual é: avisamos quando ela voltar ou qual usar no lugar.`,
  },
  {
    title: 'Assinatura ou senha da própria ferramenta',
    audience: 'members',
    keywords:
      'ferramenta pede para assinar, ferramenta pede assinatura, ferramenta pede upgrade, ferramenta pede pagamento, assinar o plus, assinar o pro, plano pago da ferramenta, senha errada na ferramenta, senha incorreta da ferramenta, senha do conectar não entra, senha do conectar errada',
    answer: `Quando a **ferramenta** (não o {app}) pede para assinar, fazer upgrade ou diz que a senha está errada, não pague nada nem troque a senha dela:
1. Confira se abriu a ferramenta pelo navegador seguro e entrou com o e-mail e a senha da página **Conectar** (use os botões de copiar).
2. Se ela pedir um código, clique em **Gerar código** na mesma página.
3. Se continuar, clique em **Falar com a equipe** dizendo qual ferramenta é: o acesso é renovado pela nossa equipe.
A senha do {app} (a do site) é outra: para ela, use **Esqueci minha senha** na tela de entrada.`,
  },
];

/** Seeded articles made readable by visitors (they ask how to get the browser before buying). */
export const AUDIENCE_CHANGES: { title: string; audience: 'visitors' }[] = [
  { title: 'Baixar o navegador seguro', audience: 'visitors' },
];

/** Seeded answers rewritten with the facts members asked for; only where the operator never edited them. */
export const ANSWER_UPDATES: { title: string; answer: string }[] = [
  {
    title: 'Formas de pagamento e parcelamento',
    answer:
      'Aceitamos cartão de crédito e PIX; boleto não é aceito. Os planos Anual e Vitalício podem ser parcelados em até 12x no cartão. O acesso é liberado assim que o pagamento é confirmado: PIX e cartão em poucos minutos.',
  },
  {
    title: 'Baixar o navegador seguro',
    answer: `O navegador seguro é baixado do site oficial, pelo link que está no **Tutorial** (para assinantes):
1. No **Dashboard**, abra **Tutorial de instalação**.
2. Escolha o seu sistema (Windows, macOS ou Linux) e clique em **site oficial de download** no primeiro passo.
3. Instale a versão {versao} e entre com os dados da página **Conectar**.
O navegador roda no computador (Windows, macOS ou Linux), não no celular.`,
  },
  {
    title: 'Sessões e aparelhos conectados',
    answer: `A sua conta do {app} fica conectada em até **{aparelhos} aparelhos**: ao entrar em mais um, a sessão mais antiga é encerrada.
Para ver e encerrar sessões, vá em **Configurações** > **Segurança** > **Sessões ativas**.
Se foi desconectado sem ter entrado em outro lugar, troque a sua senha em **Configurações** > **Segurança**.`,
  },
  {
    title: 'Atendimento humano e contato',
    answer:
      'O nosso suporte funciona 24 horas, 7 dias por semana. Chame a equipe no WhatsApp {telefone} ou clique em **Falar com a equipe** aqui no chat para abrir um chamado.',
  },
];

/** Members' words for topics seeded articles cover, appended where the operator never edited them. */
export const KEYWORD_ADDITIONS: { title: string; keywords: string }[] = [
  { title: 'Formas de pagamento e parcelamento', keywords: 'aceita boleto, paga no pix, pagar no cartão' },
  {
    title: 'Baixar o navegador seguro',
    keywords: 'baixar o programa, instalar o navegador, como instalo, download',
  },
  {
    title: 'Privacidade e dados pessoais',
    keywords: 'usam meus dados, o que fazem com meus dados, meus dados pessoais',
  },
  {
    title: 'Sessões e aparelhos conectados',
    keywords:
      'tirar um aparelho, desconectar um aparelho, aparelho conectado na minha conta, sair de um aparelho',
  },
  {
    title: 'Como funciona a assinatura',
    keywords: 'contas divididas, divididas com outras pessoas, compartilhadas com outras pessoas',
  },
  {
    title: 'Renovar ou trocar de plano',
    keywords:
      'mudar do mensal para o anual, trocar do mensal para o anual, passar do mensal para o vitalício',
  },
  {
    title: 'Conta desconectada',
    keywords: 'saiu da conta sozinho, deslogou sozinho, caiu a conta da ferramenta',
  },
  { title: 'Esqueci minha senha', keywords: 'senha do site, senha do hub, recuperar a senha, login no site' },
];
